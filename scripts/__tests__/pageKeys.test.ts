import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSite } from '../../runtime/config/loadSite.server.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { repoRoot } from '../../tests/support/fixtureSite.ts'
import { realSite } from '../../tests/support/realSite.ts'
import {
  BLOCKS_READING_EVERY_ROUTE,
  type SharedInputs,
  modelJson,
  pageKey,
  prerenderModel,
  sharedInputs,
} from '../build/pageKeys.ts'

const NOW = Date.parse('2026-11-24T12:00:00Z')
const SHARED: SharedInputs = { code: 'code', siteFiles: 'site', everyRoute: 'routes' }

function keysOf(runtime: SiteRuntime, shared: SharedInputs = SHARED): Map<string, string> {
  return new Map(runtime.prerenderUrls().map((url) => [url, pageKey(url, prerenderModel(runtime, url, NOW), shared)]))
}

/** The real site with one partner's name changed in partners.json. */
function siteWithRenamedPartner(id: string): SiteRuntime {
  const read = (file: string) => {
    const text = readFileSync(join(repoRoot, file), 'utf8')
    if (file !== 'partners.json') return text
    const partners = JSON.parse(text) as { partners: Array<{ id: string; name: string }> }
    const partner = partners.partners.find((p) => p.id === id)!
    partner.name = `${partner.name} Renamed`
    return JSON.stringify(partners)
  }
  const { runtime, issues } = checkSite(repoRoot, { readConfigFile: read })
  expect(issues).toEqual([])
  return runtime!
}

describe('prerendered page keys', () => {
  it('change when a price promotion starts or ends, though no file changed', () => {
    const root = mkdtempSync(join(tmpdir(), 'page-keys-'))
    try {
      mkdirSync(join(root, 'site-config'))
      const promotion = {
        id: 'sale',
        item: 'doorbell-camera',
        price: 9,
        schedule: { startsAt: '2030-03-01', endsAt: '2030-03-31' },
      }
      writeFileSync(join(root, 'site-config/price-promotions.json'), JSON.stringify({ promotions: [promotion] }))
      const at = (iso: string) => sharedInputs(root, {}, Date.parse(iso)).siteFiles
      expect(at('2030-02-10T12:00:00Z')).toBe(at('2030-02-27T12:00:00Z'))
      expect(at('2030-03-10T12:00:00Z')).not.toBe(at('2030-02-27T12:00:00Z'))
      expect(at('2030-03-10T12:00:00Z')).toBe(at('2030-03-30T12:00:00Z'))
      expect(at('2030-04-02T12:00:00Z')).not.toBe(at('2030-03-30T12:00:00Z'))
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('are the same for the same inputs, and differ between pages', () => {
    const first = keysOf(realSite())
    expect(keysOf(realSite())).toEqual(first)
    expect(new Set(first.values()).size).toBe(first.size)
  })

  it("one partner's change changes its own pages' keys and those of the pages listing every partner, no others", () => {
    const before = keysOf(realSite())
    // partners.json changed, so the hash of routes.json and partners.json did (sharedInputs).
    const after = keysOf(siteWithRenamedPartner('keystone-realty'), { ...SHARED, everyRoute: 'partners.json edited' })
    const changed = [...before.keys()].filter((url) => before.get(url) !== after.get(url))
    const listing = [...before.keys()].filter((url) =>
      [...realSite().resolve(url).blocks].some((block) => BLOCKS_READING_EVERY_ROUTE.has(block.type)),
    )
    const keystonePages = [...before.keys()].filter(
      (url) => realSite().resolve(url).context.partner?.id === 'keystone-realty',
    )
    expect(keystonePages.length).toBeGreaterThan(0)
    expect(listing.length).toBeGreaterThan(0)
    expect(changed.sort()).toEqual([...new Set([...keystonePages, ...listing])].sort())
  })

  it("hash each page's model as JSON.stringify writes it, shared parts written once", () => {
    const runtime = realSite()
    const urls = runtime.prerenderUrls()
    // Twice: the second pass reads the shared parts' JSON from the first.
    for (const pass of [1, 2])
      for (const url of urls) {
        const model = prerenderModel(runtime, url, NOW)
        expect(modelJson(model), `${url}, pass ${pass}`).toBe(JSON.stringify(model))
      }
  })

  it('every page changes with the code build or the site files', () => {
    const before = keysOf(realSite())
    for (const shared of [
      { ...SHARED, code: 'another build' },
      { ...SHARED, siteFiles: 'edited hours' },
    ]) {
      const after = keysOf(realSite(), shared)
      for (const [url, key] of before) expect(after.get(url), url).not.toBe(key)
    }
  })

  it('lists every block whose loader reads the whole route table or the partners', () => {
    // The route table or the partners, as loaders reach them: through their services' settings (or a runtime).
    const readsEveryRoute =
      /\b(runtime|settings)\.(routes|table|config\.(routes|partners))\b|sitemapPages|prerenderUrls|prerenderPaths/
    const blocksDir = join(repoRoot, 'blocks')
    const reading = readdirSync(blocksDir).filter((type) => {
      try {
        return readsEveryRoute.test(readFileSync(join(blocksDir, type, 'loader.server.ts'), 'utf8'))
      } catch {
        return false
      }
    })
    expect(reading.length).toBeGreaterThan(0)
    for (const type of reading) expect(BLOCKS_READING_EVERY_ROUTE, type).toContain(type)
  })
})
