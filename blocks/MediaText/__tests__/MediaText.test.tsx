import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'

describe('MediaText block', () => {
  it('renders copy, check list and a lazy content image with its size', async () => {
    const html = await renderBlock('MediaText', {
      eyebrow: 'Installation',
      heading: 'Installed in one visit',
      paragraphs: ['A licensed technician does it all.'],
      bullets: ['Tested on site'],
      image: { asset: 'scenes/installation', alt: 'A Harbor technician arriving' },
      imageSide: 'left',
      cta: { label: 'Learn more', href: '/professional-installation' },
    })
    expect(html).toMatch(/<h2 id="block-heading"[^>]*>Installed in one visit<\/h2>/)
    expect(html).toContain('A licensed technician does it all.')
    expect(html).toContain('Tested on site')
    expect(html).toMatch(/alt="A Harbor technician arriving" width="1200" height="675" loading="lazy"/)
    expect(html).toMatch(/href="\/professional-installation"[^>]*>Learn more<\/a>/)
  })
})
