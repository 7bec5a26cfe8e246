import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockLoaders } from '../../../blocks/loaders.server.ts'
import { blockRegistry } from '../../../blocks/registry.ts'
import type { BlockInstance, PageModel } from '../../../runtime/PageModel.ts'
import type { BlockServices } from '../../../runtime/render/BlockServices.ts'
import { CONTENT_READING_BLOCKS } from '../../../schemas/generated/contentBlocks.ts'
import { runBlockLoaders } from '../../../runtime/render/runBlockLoaders.server.ts'
import { realSite } from '../../../tests/support/realSite.ts'
import { servicesFor } from '../../../tests/support/siteServices.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { pageReadsContent, prerenderedPagesServed } from '../contentPages.server.ts'
import { prerenderQueryValues } from '../prerenderQueryValues.server.ts'

/** Every URL the build prerenders (static routes and their listed query values). */
async function prerenderedUrls(): Promise<string[]> {
  return realSite().prerenderUrls(await prerenderQueryValues(servicesFor().content))
}

/** The real services with their content watched: `read()` says whether anything of it was used since `reset()`. */
function watchedServices() {
  const services = servicesFor()
  let read = false
  const content = new Proxy(services.content, {
    get(target, property) {
      read = true
      const value = Reflect.get(target, property, target) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
  const watched: BlockServices = { ...services, content }
  return { services: watched, read: () => read, reset: () => void (read = false) }
}

/** Every block of every page of the real site (each route, its layout's header and footer, the error pages). */
function everyBlockOfTheSite(): Array<{ page: PageModel; block: BlockInstance }> {
  const runtime = realSite()
  const pages = [
    ...runtime.routes.map((route) =>
      runtime.pageFor({ route, params: {}, canonicalPath: route.path }, new URLSearchParams(), route.path),
    ),
    runtime.notFound('/'),
    runtime.serverError('/'),
  ]
  return pages.flatMap((page) =>
    [...page.blocks, ...page.layout.header, ...page.layout.footer].map((block) => ({ page, block })),
  )
}

/** The block types whose definition says `readsContent: true`. */
async function declaredReadingContent(): Promise<string[]> {
  const declared: string[] = []
  for (const [type, definition] of Object.entries(blockRegistry))
    if ((await definition()).default.readsContent) declared.push(type)
  return declared.sort()
}

describe('blocks that read the CMS content say so on their definition (review finding 3)', () => {
  it('every loader that read the content on a page of the site is of a block that declares readsContent', async () => {
    const { services, read, reset } = watchedServices()
    const reading = new Set<string>()
    const exercised = new Set<string>()
    const seen = new Set<string>()
    for (const { page, block } of everyBlockOfTheSite()) {
      const load = blockLoaders.get(block.type)
      // Partner pages repeat their template's blocks: each block with the same props is run once.
      const key = `${block.type} ${JSON.stringify(block.props)}`
      if (!load || seen.has(key)) continue
      seen.add(key)
      exercised.add(block.type)
      reset()
      // Without a route's parameters some loaders answer "not found": what they read before that still counts.
      await Promise.resolve(load({ props: block.props, context: page.context, services })).catch(() => undefined)
      if (read()) reading.add(block.type)
    }
    // Every loader ran at least once, so none can read the content unnoticed (a helper it calls included).
    expect([...blockLoaders.keys()].filter((type) => !exercised.has(type))).toEqual([])
    const declared = await declaredReadingContent()
    expect([...reading].filter((type) => !declared.includes(type))).toEqual([])
    expect(reading.has('SitemapList')).toBe(true)
  }, 60_000)

  it('every loader written to read the content (services.content) is of a block that declares readsContent', async () => {
    const declared = await declaredReadingContent()
    // A read that depends on the request (a search query, an article id) may not happen above; its code shows it.
    const written = [...blockLoaders.keys()].filter((type) =>
      /services\.content\b|\{[^}]*\bcontent\b[^}]*\}\s*=\s*services\b/.test(
        readFileSync(join(repoRoot, 'blocks', type, 'loader.server.ts'), 'utf8'),
      ),
    )
    expect(written).toContain('HelpSearchResults')
    expect(written.filter((type) => !declared.includes(type))).toEqual([])
  })

  it('the server reads the same list, made by codegen from the definitions', async () => {
    expect([...CONTENT_READING_BLOCKS].sort()).toEqual(await declaredReadingContent())
  })
})

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
