import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'

describe('Hero block', () => {
  it('renders the heading as the page h1, labelled, with an art-directed high-priority image and call to action', async () => {
    const html = await renderBlock(
      'Hero',
      {
        heading: 'Protect what matters',
        subheading: 'Professional monitoring, 24/7.',
        image: { asset: 'scenes/home', alt: 'A house at dusk' },
        cta: { label: 'Get a Quote', href: '/how-to-buy' },
      },
      '/',
      'hero',
    )
    expect(html).toMatch(/<section id="hero" aria-labelledby="hero-heading" data-tone="dark"/)
    expect(html).toMatch(/<h1 id="hero-heading"[^>]*>Protect what matters<\/h1>/)
    expect(html).toContain('<source media="(max-width: 767px)"')
    expect(html).toMatch(
      /alt="A house at dusk" width="1920" height="1080" loading="eager" decoding="sync" fetchPriority="high"/,
    )
    expect(html).toMatch(/<a data-button="true" href="\/how-to-buy"[^>]*>Get a Quote<\/a>/)
  })

  it('shows the promo theme, ribbon, check list, price and the page sales number', async () => {
    const html = await renderBlock(
      'Hero',
      {
        heading: 'Home security for $29.99/mo.',
        tone: 'promo',
        ribbon: 'Limited Time',
        bullets: ['Free professional installation', '24/7 monitoring'],
        price: { amount: 29.99, previousAmount: 39.99, lead: 'Starting at' },
        showPhone: true,
        phoneLabel: 'Call now',
        footnote: '*With 36-month monitoring.',
      },
      '/',
      'hero',
    )
    expect(html).toContain('data-tone="promo"')
    expect(html).toMatch(/data-ribbon="true"[^>]*>Limited Time<\/p>/)
    expect(html).toContain('<li')
    expect(html).toContain('Free professional installation')
    expect(html).toContain('Starting at Regular price $39.99, now $29.99 per month')
    // The call link appears in the browser while sales is open; the prerendered HTML shows the hours.
    expect(html).toContain('data-sales-hours=""')
    expect(html).toContain('*With 36-month monitoring.')
  })
})
