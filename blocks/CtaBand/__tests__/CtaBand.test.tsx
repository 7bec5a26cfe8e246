import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'

describe('CtaBand block', () => {
  it('invites the visitor with the page sales number and an anchor id for the lead form', async () => {
    const html = await renderBlock('CtaBand', { heading: 'Get your free quote', text: 'Talk to a consultant.', hoursNote: 'Mon-Fri 7am-10pm CT', cta: { label: 'Shop online', href: '/how-to-buy' } }, '/', 'schedule')
    expect(html).toMatch(/<section id="schedule" aria-labelledby="schedule-heading"/)
    expect(html).toMatch(/<a href="tel:\+18555550100"[^>]*>Call \(855\) 555-0100<\/a>/)
    expect(html).toContain('Mon-Fri 7am-10pm CT')
  })

  it('shows a partner page its partner number', async () => {
    const html = await renderBlock('CtaBand', { heading: 'Call us' }, '/keystoneoffer')
    expect(html).toMatch(/<a href="tel:\+18555550142"[^>]*>Call \(855\) 555-0142<\/a>/)
  })
})
