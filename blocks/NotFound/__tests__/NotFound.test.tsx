import { afterEach, describe, expect, it, vi } from 'vitest'
import { linksOutsideOpenVariant } from '../../../tests/support/availabilityHtml.ts'
import { minimalSite } from '../../../tests/support/fixtureSite.ts'
import { renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { mainOf, renderBlock } from '../../../tests/support/renderBlock.ts'

const notFound = () => minimalSite().notFound('/missing')

describe('NotFound block', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the spec texts and links', async () => {
    const html = await renderPageHtml(notFound())
    expect(html).toContain('Oops!')
    expect(html).toContain('The page you requested can&#x27;t be found, but we&#x27;re here to help.')
    expect(html).toContain('Error Code: 404')
    expect(html).toContain('0% Financing Available for Qualified Applicants, Have Your Consultation Today.')
  })

  // The page is answered before the visitor's clock is known: the server's HTML never offers the phone
  // link; the browser adds it after hydration while sales is available (tests/e2e/frame.test.ts).
  it.each([
    ['Monday 10:00, sales open', '2026-11-23T10:00:00-06:00'],
    ['Sunday noon', '2026-11-29T12:00:00-06:00'],
  ])('renders the safe default without a phone link on the server (%s)', async (_label, iso) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(iso))
    const html = await renderPageHtml(notFound())
    const banner = html.slice(html.indexOf('0% Financing'))
    // The link is only in the variant shown while the 404 rule says sales is open, whatever the server's clock.
    expect(linksOutsideOpenVariant(banner.slice(0, banner.indexOf('</p>')), 'tel:+18555550100')).toBe(0)
    expect(banner).toContain('data-when-open="notFoundSales"')
  })
})

describe('NotFound banner while sales is closed (issue 25 walkthrough item 1, spec 4.10)', () => {
  it('says when sales opens, the fixed hours, in the closed variant, and no number there', async () => {
    const html = await renderPageHtml(notFound())
    const banner = html.slice(html.indexOf('0% Financing'))
    const closed = banner.slice(banner.indexOf('data-when-not-open="notFoundSales"'))
    const closedVariant = closed.slice(0, closed.indexOf('</span></span>') + 1)
    // The shared call line's closed words (SalesCallLink, hours.json salesCallWhenClosed), as every block says it.
    // The weekly words, which a closed date's own words replace on that day (WeeklyOrClosedDay).
    expect(closedVariant).toMatch(/<span data-sales-hours="">.*>Call us Mon-Fri 7am-10pm CT</s)
    expect(closedVariant).not.toContain('555-0100')
  })
})

describe('NotFound search (issue 25: a 404 that searches the Help Center)', () => {
  const props = {
    heading: 'Oops!',
    message: "The page you requested can't be found, but we're here to help.",
    errorCode: 'Error Code: 404',
    links: [{ label: 'Home', href: '/' }],
    banner: { text: '0% Financing Available', callLabel: 'Call' },
  }

  it('searches the Help Center with a plain GET form, so it works without scripts', async () => {
    const search = { label: 'Search the Help Center', placeholder: 'For example: camera offline', button: 'Search' }
    const html = mainOf(await renderBlock('NotFound', { ...props, search }, '/missing', 'not-found'))
    const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'))
    expect(form).toMatch(/<form role="search" [^>]*action="\/help-center\/search" method="get"/)
    expect(form).toContain('<label for="not-found-search-q"')
    expect(form).toContain('>Search the Help Center</label>')
    expect(form).toMatch(/<input id="not-found-search-q" type="search" required=""[^>]* name="q"\/>/)
    expect(form).toContain('placeholder="For example: camera offline"')
    expect(form).toMatch(/<button type="submit"[^>]*>Search<\/button>/)
    // Between the error code and the helpful links, where a visitor who mistyped a path looks next.
    expect(html.indexOf('Error Code: 404')).toBeLessThan(html.indexOf('<form'))
    expect(html.indexOf('</form>')).toBeLessThan(html.indexOf('aria-label="Helpful links"'))
  })

  it('shows no search box when the config gives none', async () => {
    const html = mainOf(await renderBlock('NotFound', props, '/missing', 'not-found'))
    expect(html).not.toContain('<form')
  })
})
