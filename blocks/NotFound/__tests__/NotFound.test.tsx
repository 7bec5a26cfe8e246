import { afterEach, describe, expect, it, vi } from 'vitest'
import { minimalSite } from '../../../tests/support/fixtureSite.ts'
import { renderPageHtml } from '../../../tests/support/renderPage.tsx'

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

  it('offers the sales phone link while sales is open (Monday 10:00 CT)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T10:00:00-06:00'))
    const html = (await renderPageHtml(notFound())).replace(/<!-- -->/g, '')
    expect(html).toContain('<a href="tel:+18555550100">Call (855) 555-0100</a></p>')
  })

  it.each([
    ['Sunday noon', '2026-11-29T12:00:00-06:00'],
    ['Monday 06:59', '2026-11-23T06:59:00-06:00'],
    ['Friday 22:00', '2026-11-27T22:00:00-06:00'],
  ])('hides the phone link on %s', async (_label, iso) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(iso))
    const html = await renderPageHtml(notFound())
    const banner = html.slice(html.indexOf('0% Financing'))
    expect(banner.slice(0, banner.indexOf('</p>'))).not.toContain('tel:')
  })
})
