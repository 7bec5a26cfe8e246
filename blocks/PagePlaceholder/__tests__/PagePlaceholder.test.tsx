import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { linksOutsideOpenVariant } from '../../../tests/support/availabilityHtml.ts'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'

const placeholder = (props: object = {}) =>
  renderPageHtml(
    pageWithBlocks([
      { id: 'soon', type: 'PagePlaceholder', props: { heading: 'Coming soon', summary: 'A page.', ...props } },
    ]),
  )

/** The block's own section, without the header and footer around it (nor React's text separators). */
const section = (html: string) => {
  const start = html.indexOf('id="soon"')
  return html.slice(start, html.indexOf('</section>', start)).replaceAll('<!-- -->', '')
}

describe('PagePlaceholder call line (issue 25: words from config, number and hours from the services)', () => {
  // The server HTML holds both variants whatever the clock; fixed all the same, so nothing here depends on the hour.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T11:00:00-06:00'))
  })
  afterEach(() => vi.useRealTimers())

  it('says the schema default words before the shared sales call link, the page number only while open', async () => {
    const html = section(await placeholder())
    expect(html).toContain('Questions? ')
    expect(html).toContain('>Call (855) 555-0100</a>')
    expect(linksOutsideOpenVariant(html, 'tel:+18555550100')).toBe(0)
    // Closed: the call line's closed words with the fixed sales hours (hours.json), no number (a closed date's
    // own words replace them on that day: WeeklyOrClosedDay).
    expect(html).toMatch(/<span data-sales-hours="">(?:(?!<\/span>).)*>Call us Mon-Fri 7am-10pm CT<\/span>/s)
  })

  it('takes its words from its props, so marketing changes them in config', async () => {
    const html = section(await placeholder({ callPrompt: 'Still deciding?', callLabel: 'Phone' }))
    expect(html).toContain('Still deciding? ')
    expect(html).not.toContain('Questions?')
    expect(html).toContain('>Phone (855) 555-0100</a>')
    expect(html).toMatch(/<span data-sales-hours="">(?:(?!<\/span>).)*>Phone us Mon-Fri 7am-10pm CT<\/span>/s)
  })
})
