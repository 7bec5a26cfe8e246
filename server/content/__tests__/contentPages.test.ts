import { describe, expect, it } from 'vitest'
import { blockLoaders } from '../../../blocks/loaders.server.ts'
import { runBlockLoaders } from '../../../runtime/render/runBlockLoaders.server.ts'
import { realSite } from '../../../tests/support/realSite.ts'
import { servicesFor } from '../../../tests/support/siteServices.ts'
import { pageReadsContent, prerenderedPagesServed } from '../contentPages.server.ts'
import { prerenderQueryValues } from '../prerenderQueryValues.server.ts'

/** Every URL the build prerenders (static routes and their listed query values). */
async function prerenderedUrls(): Promise<string[]> {
  return realSite().prerenderUrls(await prerenderQueryValues(servicesFor().content))
}

describe('the prerendered pages that show CMS content', () => {
  it("are exactly the static pages whose loaders read the content (a loader's block left unlisted fails here)", async () => {
    const runtime = realSite()
    const services = servicesFor()
    const reading: string[] = []
    for (const url of await prerenderedUrls()) {
      let read = false
      // The real content, noting any use of it.
      const content = new Proxy(services.content, {
        get(target, property) {
          read = true
          const value = Reflect.get(target, property, target) as unknown
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
        },
      })
      await runBlockLoaders(runtime.resolve(url), { ...services, content }, blockLoaders)
      if (read) reading.push(url)
    }
    expect(reading).toContain('/help-center')
    expect(reading).toContain('/faqs')
    expect(reading.some((url) => url.startsWith('/terms?termsSection='))).toBe(true)
    const flagged = (await prerenderedUrls()).filter((url) => pageReadsContent(runtime, url))
    expect(flagged.sort()).toEqual(reading.sort())
  })

  it('are served from the build on the local files, and rendered per request when STRAPI_URL is set', async () => {
    const runtime = realSite()
    const urls = await prerenderedUrls()
    const pages = new Map(urls.map((url) => [url, { url }]))
    expect(prerenderedPagesServed(pages, runtime, {})).toBe(pages)
    const withStrapi = prerenderedPagesServed(pages, runtime, { STRAPI_URL: 'https://cms.example.com' })
    expect([...withStrapi.keys()]).toEqual(urls.filter((url) => !pageReadsContent(runtime, url)))
    for (const url of ['/', '/cameras', '/secure?utm_ads=bogo50-envir', '/contact-us'])
      expect(withStrapi.has(url), url).toBe(true)
    for (const url of ['/help-center', '/faqs', '/privacy-policy', '/terms', '/sitemap'])
      expect(withStrapi.has(url), url).toBe(false)
  })
})
