import { linksOutsideOpenVariant } from '../../../tests/support/availabilityHtml.ts'
import { describe, expect, it } from 'vitest'
import { mainOf, renderBlock } from '../../../tests/support/renderBlock.ts'

describe('CtaBand block', () => {
  it('invites the visitor with the page sales number and an anchor id for the lead form', async () => {
    const html = await renderBlock(
      'CtaBand',
      {
        heading: 'Get your free quote',
        text: 'Talk to a consultant.',
        hoursNote: 'Mon-Fri 7am-10pm CT',
        cta: { label: 'Shop online', href: '/how-to-buy' },
      },
      '/',
      'schedule',
    )
    expect(html).toMatch(/<section id="schedule" aria-labelledby="schedule-heading"/)
    expect(html).toContain('Mon-Fri 7am-10pm CT')
  })

  it('prerenders the sales hours instead of a call link: the browser shows the link only while sales is open', async () => {
    const html = await renderBlock('CtaBand', { heading: 'Call us' }, '/keystoneoffer')
    expect(linksOutsideOpenVariant(mainOf(html), 'tel:+18555550110')).toBe(0)
    expect(html).toContain('data-sales-hours=""')
  })
})
