import { describe, expect, it } from 'vitest'
import { mainOf, renderBlock } from '../../../tests/support/renderBlock.ts'

const props = {
  heading: 'Ways to reach us',
  paragraphs: ['Text and live chat are available 24/7.', 'For an emergency, call 911.'],
}

/** The variant of the support call line marked `attribute` (ByAvailability), up to the end of its paragraph. */
function variant(html: string, attribute: string): string {
  const start = html.indexOf(attribute)
  expect(start, `${attribute} in the HTML`).toBeGreaterThan(-1)
  return html.slice(start, html.indexOf('</p>', start))
}

describe('SupportWays block', () => {
  it('shows its words beside the Support group: the text link, the call line and the Help Center', async () => {
    const html = mainOf(await renderBlock('SupportWays', props, '/', 'ways'))
    expect(html).toContain('<section id="ways" aria-labelledby="ways-heading"')
    expect(html).toMatch(/<h2 id="ways-heading"[^>]*>Ways to reach us<\/h2>/)
    expect(html).toContain('<p>Text and live chat are available 24/7.</p>')
    expect(html).toContain('<p>For an emergency, call 911.</p>')
    expect(html).toContain('href="sms:+18555550102"')
    expect(html).toMatch(/<a href="[^"]*" data-secondary=""[^>]*>Help Center<\/a>/)
  })

  it('offers the call link only in the open variant; the closed one says when phone support opens (spec 4.10)', async () => {
    const html = mainOf(await renderBlock('SupportWays', props, '/', 'ways'))
    const open = variant(html, 'data-support-call=""')
    expect(open).toContain('href="tel:+18555550101"')
    expect(open).toContain('Call (855) 555-0101')
    const closed = variant(html, 'data-support-call-closed=""')
    expect(closed).not.toContain('tel:')
    expect(closed).toContain('Phone support is closed now. Call us Mon-Sat 8am-8pm CT.')
    // Scripts off: the number as plain text beside its hours, never a link that could be pressed at 04:30.
    const plain = variant(html, 'data-support-call-plain=""')
    expect(plain).not.toContain('tel:')
    expect(plain).toContain('(855) 555-0101')
  })
})
