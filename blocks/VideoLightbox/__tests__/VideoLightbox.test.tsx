import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'
import { videoEmbedUrl } from '../videoEmbed.ts'

describe('VideoLightbox block', () => {
  it('renders only a poster and a play button: no player, no provider address', async () => {
    const html = await renderBlock('VideoLightbox', {
      heading: 'See Harbor in action',
      poster: { asset: 'scenes/installation', alt: 'A technician installing a panel' },
      videoId: 'hH8bR2x9kQ4',
      title: 'How a Harbor installation works',
      duration: '2:14',
    })
    expect(html).toContain('aria-haspopup="dialog"')
    expect(html).toContain('Play video: How a Harbor installation works (2:14)')
    expect(html).toContain('installation-content-1200.webp')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('<dialog')
    expect(html).not.toContain('youtube')
  })

  it('builds privacy-friendly, autoplaying player URLs', () => {
    expect(videoEmbedUrl('youtube', 'abc_123')).toBe('https://www.youtube-nocookie.com/embed/abc_123?autoplay=1&rel=0')
    expect(videoEmbedUrl('vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1')
  })
})
