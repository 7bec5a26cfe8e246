import { describe, expect, it } from 'vitest'
import { PageNotFound } from '../../../runtime/render/BlockLoader.ts'
import { jsonLd, realSite, renderUrl } from '../../../tests/support/renderUrl.tsx'

describe('LocationPage', () => {
  it('a city page: local heading, local phone, local copy and LocalBusiness data', async () => {
    const { html, model } = await renderUrl('/locations/texas/dallas')
    expect(html).toMatch(/<h1[^>]*>Home Security in Dallas, TX<\/h1>/)
    expect(html).toContain('href="tel:+12145550141"')
    expect(html).toContain('North Dallas service center')
    expect(model.meta.title).toBe('Home Security in Dallas, TX | Harbor Home Security')
    const business = jsonLd(html).find((d) => d['@type'] === 'LocalBusiness')!
    expect(business).toMatchObject({
      telephone: '(214) 555-0141',
      address: { addressLocality: 'Dallas', addressRegion: 'TX' },
    })
  })

  it('the place’s number is the page’s sales number: hero, header and footer give the same one (sixth walkthrough D21)', async () => {
    const { html, model } = await renderUrl('/locations/texas')
    const national = realSite().config.phones.sales
    expect(model.context.phones.sales).toBe('(214) 555-0140')
    expect(model.context.phones.popup).toBe('(214) 555-0140')
    // Every call link on the page (hero, header's and footer's Sales groups) dials the local line; the national
    // sales number appears nowhere, while support keeps its own number.
    const calls = [...html.matchAll(/href="tel:([^"]+)"/g)].map((m) => m[1])
    expect(calls.filter((tel) => tel === '+12145550140').length).toBeGreaterThanOrEqual(3)
    expect(calls).not.toContain('+18555550100')
    expect(html).not.toContain(national)
    expect(calls).toContain('+18555550101')
  })

  it('a state page lists its cities', async () => {
    const { html } = await renderUrl('/locations/florida')
    expect(html).toContain('>Home Security in Florida</h1>')
    expect(html).toContain('href="/locations/florida/tampa"')
  })

  it('answers 404 for an unknown state or city', async () => {
    await expect(renderUrl('/locations/atlantis')).rejects.toBeInstanceOf(PageNotFound)
    await expect(renderUrl('/locations/texas/springfield')).rejects.toBeInstanceOf(PageNotFound)
  })
})
