import { describe, expect, it } from 'vitest'
import { PageNotFound } from '../../../runtime/render/BlockLoader.ts'
import { jsonLd, renderUrl } from '../../../tests/support/renderUrl.tsx'

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
