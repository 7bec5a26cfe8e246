import { describe, expect, it, vi } from 'vitest'
import { loadCheckedSite, loadSite } from '../../config/loadSite.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { prerenderedPagesServed } from '../../../server/content/contentPages.server.ts'
import { SiteRuntime } from '../../SiteRuntime.ts'

// Counts the token filling of pages (blocks, metadata, variants and the shared texts they use).
const filling = vi.hoisted(() => ({ calls: 0 }))
vi.mock('../placeholders.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../placeholders.ts')>()
  return {
    ...original,
    fillTokens: ((...args: Parameters<typeof original.fillTokens>) => {
      filling.calls++
      return original.fillTokens(...args)
    }) as typeof original.fillTokens,
  }
})

/**
 * Issue 27: a production server (and each render thread of the build) starts with each partner route's path and
 * summary only, so its start does not grow with the pages' contents; a page's blocks are filled when it is asked for.
 */
describe("the site a build checked fills a page's blocks when the page is first asked for", () => {
  it('loading it fills no page, matching a URL to its route (the prerendered index) neither', () => {
    filling.calls = 0
    const site = loadCheckedSite(repoRoot)
    const partnerRoutes = site.routes.filter((route) => route.partner && route.key.includes('/'))
    expect(partnerRoutes.length).toBeGreaterThan(5)
    for (const url of site.prerenderUrls()) expect(site.table.match(url.split('?')[0]!), url).not.toBeNull()
    expect(filling.calls).toBe(0)

    const [first, second] = partnerRoutes
    site.resolve(first!.path)
    const afterOne = filling.calls
    expect(afterOne).toBeGreaterThan(0)
    // Only that page was filled, and once: asked for again, it is kept.
    site.resolve(first!.path)
    expect(filling.calls).toBe(afterOne)
    site.resolve(second!.path)
    expect(filling.calls).toBeGreaterThan(afterOne)
  })

  it("with STRAPI_URL, leaving out the pages that show content reads each page's block types, filling none", () => {
    const site = loadCheckedSite(repoRoot)
    const urls = site.prerenderUrls()
    filling.calls = 0
    const served = prerenderedPagesServed(new Map(urls.map((url) => [url, url])), site, {
      STRAPI_URL: 'https://cms.test',
    })
    expect(filling.calls).toBe(0)
    expect(served.size).toBeGreaterThan(0)
    expect(served.size).toBeLessThan(urls.length)
    // The types read without filling are those of the filled page, in its order.
    for (const route of site.routes) {
      const unfilled = [...route.blockTypes]
      expect(unfilled, route.key).toEqual(route.blocks.map((block) => block.type))
      expect(route.blockTypes, route.key).toEqual(unfilled)
    }
  })

  it("a partner's own order of a template's blocks (blockChanges) is in its block types, unfilled", () => {
    const { config } = loadCheckedSite(repoRoot)
    const template = config.routes.routes.find((route) => route.path.includes('{partner}') && route.blocks.length > 2)!
    const partner = config.partners.partners.find((p) => p.enabled && p.routes.includes(template.name))!
    const [first, second, third] = template.blocks
    const changes = [
      { id: first!.id, after: third!.id },
      { id: second!.id, remove: true as const },
    ]
    const reordered = { ...partner, blockChanges: { [template.name]: changes } }
    const partners = config.partners.partners.map((p) => (p === partner ? reordered : p))
    const site = new SiteRuntime({ ...config, partners: { ...config.partners, partners } }, () => {})
    const page = site.routes.find((route) => route.partner?.id === partner.id && route.config === template)!
    filling.calls = 0
    const types = page.blockTypes
    expect(filling.calls).toBe(0)
    expect(types).toEqual(page.blocks.map((block) => block.type))
    expect(types.slice(0, 2)).toEqual([third!.type, first!.type])
    expect(types).toHaveLength(template.blocks.length - 1)
    // Worked out once for the partner's page, not again on each read (filled or not).
    expect(page.blockTypes).toBe(types)
    site.forgetResolvedPages()
    expect(page.blockTypes).toBe(types)
  })

  it('config:check and the build (loadSite with its checks) fill every page, to report what each has', () => {
    filling.calls = 0
    const site = loadSite(repoRoot, { warn: () => {} })
    const afterLoad = filling.calls
    expect(afterLoad).toBeGreaterThan(site.routes.length)
    for (const route of site.routes) site.resolve(route.path)
    expect(filling.calls).toBe(afterLoad)
  })

  it('forgetResolvedPages drops what resolving kept: the page is built afresh, the same', () => {
    const site = loadCheckedSite(repoRoot)
    const route = site.routes.find((candidate) => candidate.partner && candidate.key.includes('/'))!
    const before = site.resolve(route.path)
    const blocksBefore = route.blocks
    site.forgetResolvedPages()
    filling.calls = 0
    const after = site.resolve(route.path)
    expect(filling.calls).toBeGreaterThan(0)
    expect(route.blocks).not.toBe(blocksBefore)
    // The blocks filled for this partner are built afresh; a template block every partner shares keeps its one instance.
    const filledForPartner = blocksBefore.filter((block) => !route.config.blocks.includes(block)).map((b) => b.id)
    expect(filledForPartner.length).toBeGreaterThan(0)
    const instance = (page: typeof before, id: string) => page.blocks.find((block) => block.id === id)
    for (const id of filledForPartner) expect(instance(after, id), id).not.toBe(instance(before, id))
    expect(JSON.stringify(after)).toBe(JSON.stringify(before))
  })

  it('forgetResolvedPages drops only the pages filled since, and keeps what every page shares (the layouts)', () => {
    const site = loadCheckedSite(repoRoot)
    const [first, second] = site.routes.filter((candidate) => candidate.partner && candidate.key.includes('/'))
    const layouts = site.layouts
    const layoutBlocks = site.resolve(first!.path).layout.header
    site.resolve(second!.path)
    expect(site.forgetResolvedPages()).toBe(2)
    expect(site.forgetResolvedPages()).toBe(0)
    expect(site.layouts).toBe(layouts)
    expect(site.resolve(first!.path).layout.header).toBe(layoutBlocks)
    expect(site.forgetResolvedPages()).toBe(1)
  })
})
