import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSite } from '../../runtime/config/loadSite.server.ts'
import { type ConfigIssue, formatIssue } from '../../runtime/config/ConfigIssue.ts'
import { repoRoot } from '../support/fixtureSite.ts'

/** The real site with one config file's parsed JSON changed by `edit`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits reach into any config file's parsed JSON
function checkEdited(file: string, edit: (json: any) => void, catalogueApiUrl?: string) {
  return checkSite(repoRoot, {
    catalogueApiUrl,
    readConfigFile(name) {
      const text = readFileSync(join(repoRoot, name), 'utf8')
      if (name !== file) return text
      const json = JSON.parse(text)
      edit(json)
      return JSON.stringify(json, null, 2)
    },
  })
}

/** Removes every block of `type` from every block list in the file, wherever composition put it. */
function removeBlocksOfType(value: unknown, type: string): void {
  if (Array.isArray(value)) {
    for (let i = value.length - 1; i >= 0; i--) {
      if (value[i] && typeof value[i] === 'object' && (value[i] as { type?: unknown }).type === type) value.splice(i, 1)
      else removeBlocksOfType(value[i], type)
    }
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) removeBlocksOfType(item, type)
  }
}

describe('cross-references of the real config', () => {
  it('reports catalogue ids as unverifiable, without failing, when a catalogue API is configured', () => {
    const { issues, warnings, runtime } = checkEdited(
      'partners.json',
      (json) => {
        json.partners[0].catalogId = 'only-the-api-knows'
      },
      'https://catalogue.example.test',
    )
    expect(issues).toEqual([])
    expect(runtime).not.toBeNull()
    const warning = warnings.find((w) => w.path === 'partners[0].catalogId')
    expect(warning && formatIssue(warning)).toMatch(
      /^partners\.json:\d+:\d+ partners\[0\]\.catalogId: cannot verify this catalogue id: CATALOGUE_API_URL is set, so catalogues come from https:\/\/catalogue\.example\.test \(found "only-the-api-knows"\)$/,
    )
  })

  it('fails on an unknown catalogue id without a catalogue API', () => {
    const { issues } = checkEdited('partners.json', (json) => {
      json.partners[0].catalogId = 'ecat-nowhere'
    })
    expect(issues.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^partners\.json:\d+:\d+ partners\[0\]\.catalogId: unknown catalogue; expected the id of a file in site-config\/catalog\/catalogs\/: .*ecat-standard.* \(found "ecat-nowhere"\)$/,
      ),
    ])
  })

  it.each(['ShopCart', 'ShopProductSection', 'LeadForm'])(
    'fails when the shop and the partner shops lose their %s block',
    (type) => {
      const { issues } = checkEdited('routes.json', (json) => {
        for (const route of json.routes)
          if (route.name === 'shop' || route.name === 'partner-shop') removeBlocksOfType(route, type)
      })
      const messages = issues.map(formatIssue)
      expect(
        messages.some((m) => m.includes(`a shop page must keep a ${type} block`) && m.includes('missing on /shop (')),
      ).toBe(true)
      expect(
        messages.some(
          (m) =>
            m.includes(`a shop page must keep a ${type} block`) &&
            /missing on \/shop\/[\w-]+ and the other partner pages of route "partner-shop"/.test(m),
        ),
      ).toBe(true)
    },
  )
})

describe('a revision older than a config file', () => {
  it("compiles with the file's value-when-absent, so config:diff can compare with it", () => {
    const root = mkdtempSync(join(tmpdir(), 'old-revision-'))
    try {
      cpSync(join(repoRoot, 'schemas'), join(root, 'schemas'), { recursive: true })
      rmSync(join(root, 'schemas/site-config/required-blocks.schema.json'))
      symlinkSync(join(repoRoot, 'blocks'), join(root, 'blocks'))
      const { issues, runtime } = checkSite(root, {
        catalogueIds: [
          'ecat-standard',
          'ecat-keystone-realty',
          'ecat-bluebonnet-realty',
          'ecat-dealer',
          'ecat-diy-dropship',
          'ecat-employee-benefits',
          'ecat-association',
          'ecat-solar',
          'ecat-commercial',
          'ecat-corporate-mro',
        ],
        readConfigFile(name) {
          if (name === 'site-config/required-blocks.json') throw new Error('not in this revision')
          return readFileSync(join(repoRoot, name), 'utf8')
        },
      })
      expect(issues.map(formatIssue)).toEqual([])
      expect(runtime!.config.requiredBlocks).toEqual({ pageTypes: [] })
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('schedules of the real config', () => {
  it('the Memorial Day ribbon passes before its end, and once it has ended only warns: the site still loads', () => {
    const runtime = checkSite(repoRoot).runtime!
    const ribbon = runtime.resolve('/memorial-day').blocks.find((block) => block.schedule)!
    // Before the sale nothing of the page has ended (during it, its "next sale" hero has, and says so).
    const before = checkSite(repoRoot, { now: ribbon.schedule!.startsAt! - 1 })
    // Other dates of the config (a price promotion, another page's sale ribbon) may have ended by then: this is about
    // the Memorial Day page's ribbon.
    const routes = (
      JSON.parse(readFileSync(join(repoRoot, 'routes.json'), 'utf8')) as { routes: Array<{ path: string }> }
    ).routes
    const memorialDay = `routes[${routes.findIndex((route) => route.path === '/memorial-day')}].`
    const ofRoutes = (warnings: ConfigIssue[]) =>
      warnings.filter((warning) => warning.file === 'routes.json' && warning.path.startsWith(memorialDay))
    expect(before.issues).toEqual([])
    expect(ofRoutes(before.warnings)).toEqual([])
    const after = checkSite(repoRoot, { now: ribbon.schedule!.endsAt! })
    expect(after.issues).toEqual([])
    expect(after.runtime).not.toBeNull()
    // The page's sale blocks (ribbon, hero, offer band, deals) end with the sale, and its "next sale" hero before it.
    // They name the promotion memorial-day-cameras (price-promotions.json) for their dates, so each warns at its "when".
    const messages = ofRoutes(after.warnings).map(formatIssue)
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages)
      expect(message).toMatch(
        /^routes\.json:\d+:\d+ routes\[\d+\]\.blocks\[\d+\]\.schedule\.(endsAt|when): ended .* CT; the block "[^"]+" no longer shows: remove it or give it a new end/,
      )
    expect(messages.some((message) => message.includes(`"${ribbon.id}"`))).toBe(true)
  })

  it('after every date in the config (2030) the site loads, with a warning per ended schedule and no error', () => {
    const { issues, warnings, runtime } = checkSite(repoRoot, { now: Date.UTC(2030, 0, 1) })
    expect(issues.map(formatIssue)).toEqual([])
    expect(runtime).not.toBeNull()
    expect(warnings.length).toBeGreaterThan(0)
    // Each says a date has passed, or that a list of one-off holidays has run out (hours.json closedDates).
    for (const warning of warnings) expect(warning.message).toMatch(/\bended |\brun out\b/)
  })
})

describe('prerendering pages that read the query', () => {
  it('prerenders a page whose query values are lists or listed by the build, and refuses an open pattern', () => {
    const accepted = checkEdited('routes.json', (json) => {
      const secure = json.routes.find((route: { name: string }) => route.name === 'secure')
      secure.render = 'static'
    })
    expect(accepted.issues).toEqual([])
    const { issues } = checkEdited('routes.json', (json) => {
      const terms = json.routes.find((route: { name: string }) => route.name === 'terms')
      terms.render = 'static'
      delete terms.query.termsSection.prerenderFrom
    })
    expect(issues.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^routes\.json:\d+:\d+ routes\[\d+\]\.render: a page that reads the query value "termsSection" without a list of "values" or "prerenderFrom" cannot be prerendered; set "render": "request" \(found "static"\)$/,
      ),
    ])
  })
})
