import { describe, expect, it, vi } from 'vitest'
import { loadCheckedSite, loadSite } from '../../config/loadSite.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

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
    expect(after.blocks.some((block, i) => block === before.blocks[i])).toBe(false)
    expect(JSON.stringify(after)).toBe(JSON.stringify(before))
  })
})
