import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'

describe('PromoRibbon block', () => {
  it('renders a labelled offer band in the promo theme with badge and link', async () => {
    const html = await renderBlock('PromoRibbon', {
      badge: 'New',
      text: 'Free doorbell camera this month.',
      link: { label: 'See offers', href: '/promotions' },
    })
    expect(html).toMatch(/<aside id="block" aria-label="Current offer" data-tone="promo"/)
    expect(html).toContain('>New</span>')
    expect(html).toContain('Free doorbell camera this month.')
    expect(html).toMatch(/<a href="\/promotions"[^>]*>See offers<\/a>/)
  })
})
