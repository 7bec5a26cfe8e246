import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'

describe('Hero block', () => {
  it('renders the heading as the page h1, labelled, with a sized image and call to action', async () => {
    const html = await renderPageHtml(
      pageWithBlocks([
        {
          id: 'hero',
          type: 'Hero',
          props: {
            heading: 'Protect what matters',
            subheading: 'Professional monitoring, 24/7.',
            image: { src: '/images/panel.svg', alt: 'Touchscreen panel', width: 640, height: 480 },
            cta: { label: 'Get a Quote', href: '/how-to-buy' },
          },
        },
      ]),
    )
    expect(html).toMatch(/<section id="hero" aria-labelledby="hero-heading"/)
    expect(html).toMatch(/<h1 id="hero-heading"[^>]*>Protect what matters<\/h1>/)
    expect(html).toContain('alt="Touchscreen panel" width="640" height="480"')
    expect(html).toMatch(/<a href="\/how-to-buy"[^>]*>Get a Quote<\/a>/)
  })
})
