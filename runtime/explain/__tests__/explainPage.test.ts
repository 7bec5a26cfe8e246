import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSite } from '../../config/loadSite.server.ts'
import { fillTokens } from '../../routing/placeholders.ts'
import { textTokens } from '../../routing/expandRoutes.ts'
import { type ExplainedPage, UnknownPageError, explainPage } from '../explainPage.ts'
import type { ExplainedValue } from '../Provenance.ts'
import { blockSchemaDefaults } from '../blockSchemaDefaults.server.ts'
import { checkLayeredSite, minimalSiteDir, repoRoot } from '../../../tests/support/fixtureSite.ts'
import type { BlockConfig } from '../../../schemas/generated/routes.ts'

const { runtime } = checkSite(repoRoot)
const schemaDefaults = blockSchemaDefaults(repoRoot)
const explain = (url: string) => explainPage(runtime!, url, { schemaDefaults })

const files = new Map<string, unknown>()
/** The value written at `at` in `file` of the site at `root` (the repo's own site unless a fixture's). */
function writtenAt(file: string, at: ReadonlyArray<string | number>, root = repoRoot): unknown {
  const path = join(root, file)
  if (!files.has(path)) files.set(path, JSON.parse(readFileSync(path, 'utf8')))
  const written = at.reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
    files.get(path),
  )
  // A list item written as { "shared": name } is the item of that name in sections.json `items`.
  return Array.isArray(written) ? written.map(withSharedItem) : written
}
function withSharedItem(item: unknown): unknown {
  if (!item || typeof item !== 'object' || !('shared' in item)) return item
  const { shared, ...own } = item as { shared: string }
  return { ...(writtenAt('site-config/sections.json', ['items', shared, 'item']) as object), ...own }
}

/** The `heading` of a block's props override, if it sets one. */
function headingOf(props: object | undefined): unknown {
  return props && 'heading' in props ? props.heading : undefined
}

/** The `subheading` of a block's props override, if it sets one. */
function subheadingOf(props: object | undefined): unknown {
  return props && 'subheading' in props ? props.subheading : undefined
}

/** Every value that names a file and path must be written there (tokens filled), or the explanation lies. */
function expectEveryOriginHoldsItsValue(page: ExplainedPage): void {
  const tokens = textTokens(runtime!.config, runtime!.resolve(page.url).context.partner, () => {})
  const values: ExplainedValue[] = [
    page.layout,
    ...page.context,
    ...page.meta,
    ...page.blocks.flatMap((block) => block.props),
  ]
  let checked = 0
  for (const item of values) {
    if (!item.origin.file || item.origin.layer === 'computed') continue
    const written = fillTokens(writtenAt(item.origin.file, item.origin.at), tokens, () => {})
    const label = `${item.name} at ${item.origin.file} ${item.origin.at.join('.')}`
    // Schema defaults fill what the writer left out inside lists and objects; what was written must all be there.
    if (written !== null && typeof written === 'object') expect(item.value, label).toMatchObject(written)
    else expect(written, label).toEqual(item.value)
    checked++
  }
  expect(checked).toBeGreaterThan(10)
}

/** The explained blocks are the runtime's blocks, in order, with the same props. */
function expectSameAsRuntime(url: string, page: ExplainedPage): void {
  const model = runtime!.resolve(url)
  expect(page.blocks.map((b) => `${b.id}:${b.type}`)).toEqual(model.blocks.map((b) => `${b.id}:${b.type}`))
  page.blocks.forEach((block, i) => {
    const rebuilt: Record<string, unknown> = {}
    for (const prop of block.props) {
      const path = prop.name.split('.')
      let target = rebuilt
      for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>
      target[path.at(-1)!] = prop.value
    }
    const defaults = schemaDefaults(block.type)
    expect(rebuilt).toEqual({
      ...Object.fromEntries(Object.entries(defaults).filter(([k]) => !(k in model.blocks[i]!.props))),
      ...model.blocks[i]!.props,
    })
  })
  expect(page.meta.find((m) => m.name === 'title')!.value).toBe(model.meta.title)
  expect(page.context.find((c) => c.name === 'phones.sales')!.value).toBe(model.context.phones.sales)
  expect(page.context.find((c) => c.name === 'leadSource')!.value).toBe(model.context.leadSource)
}

const layerOf = (page: ExplainedPage, blockId: string, prop: string) =>
  page.blocks.find((b) => b.id === blockId)!.props.find((p) => p.name === prop)!.origin

describe('config:explain on real URLs', () => {
  it('/ : names the shared list items of the featured devices and where they are written', () => {
    const items = explain('/')
      .blocks.find((b) => b.id === 'featured-devices')!
      .props.find((p) => p.name === 'items')!
    expect(items.origin).toMatchObject({
      layer: 'route',
      file: 'routes.json',
      note: 'shared items of site-config/sections.json: [0] outdoor-camera-card, [1] doorbell-camera-card, [2] smart-lock-card',
    })
    expect(items.value).toMatchObject([
      { name: 'Outdoor Camera' },
      { name: 'Video Doorbell' },
      { name: 'Smart Deadbolt Lock' },
    ])
  })

  it('/ : route values, site defaults for the phones and lead source', () => {
    const page = explain('/')
    expectSameAsRuntime('/', page)
    expectEveryOriginHoldsItsValue(page)
    expect(page.route.name).toBe('home')
    expect(page.layout.origin).toMatchObject({ layer: 'route', file: 'routes.json' })
    expect(page.context.find((c) => c.name === 'leadSource')!.origin).toMatchObject({
      layer: 'site default',
      file: 'site-config/constants.json',
    })
    expect(page.context.find((c) => c.name === 'phones.sales')!.origin).toMatchObject({
      layer: 'site default',
      file: 'site-config/phones.json',
    })
    expect(
      page.blocks.every((b) =>
        b.props.every((p) => p.origin.layer !== 'partner' && p.origin.layer !== 'query variant'),
      ),
    ).toBe(true)
  })

  it('a partner shop: the partner sets the lead source, phone, catalogue and its blockProps', () => {
    const partner = runtime!.config.partners.partners.find(
      (p) => p.enabled && p.routes.includes('partner-shop') && subheadingOf(p.blockProps?.['package-tables']),
    )!
    const url = runtime!.routes.find((r) => r.config.name === 'partner-shop' && r.partner?.id === partner.id)!.path
    const page = explain(url)
    expectSameAsRuntime(url, page)
    expectEveryOriginHoldsItsValue(page)
    expect(page.partner!.id).toBe(partner.id)
    for (const name of ['leadSource', 'phones.sales', 'catalogId']) {
      expect(page.context.find((c) => c.name === name)!.origin, name).toMatchObject({
        layer: 'partner',
        file: 'partners.json',
      })
    }
    expect(layerOf(page, 'package-tables', 'subheading')).toMatchObject({
      layer: 'partner',
      file: 'partners.json',
      at: expect.arrayContaining(['blockProps', 'package-tables', 'subheading']),
    })
  })

  it("/secure?utm_ads=… : the query variant wins over the route, the rest stays the route's", () => {
    const secure = runtime!.config.routes.routes.find((r) => r.name === 'secure')!
    const variant = secure.variants!.find((v) => headingOf(v.props?.hero) && v.meta?.title)!
    const url = `/secure?utm_ads=${variant.when.query.utm_ads}`
    const page = explain(url)
    expectSameAsRuntime(url, page)
    expectEveryOriginHoldsItsValue(page)
    expect(page.variant!.when).toEqual(variant.when.query)
    expect(layerOf(page, 'hero', 'heading').layer).toBe('query variant')
    expect(page.meta.find((m) => m.name === 'title')!.origin.layer).toBe('query variant')
    expect(page.meta.find((m) => m.name === 'robots')!.origin.layer).toBe('route')
    const untouched = page.blocks.find((b) => b.id === 'hero')!.props.find((p) => p.origin.layer === 'route')
    expect(untouched).toBeDefined()
  })

  it("a value the route leaves unset comes from the block schema's default", () => {
    const pages = runtime!.routes.filter((r) => !r.hasParams).map((r) => explain(r.path))
    const fromDefault = pages
      .flatMap((p) => p.blocks.flatMap((b) => b.props))
      .find((p) => p.origin.layer === 'site default')!
    expect(fromDefault.origin.file).toMatch(/^blocks\/\w+\/schema\.json$/)
    expect(writtenAt(fromDefault.origin.file, fromDefault.origin.at)).toEqual(fromDefault.value)
  })

  it("shows a block's schedule where it is written", () => {
    // The site's own sales follow their promotions now (/promotions' banner, sixth walkthrough D21): a block dated by
    // hand is the ended-schedules fixture's.
    const fixture = join(repoRoot, 'tests/fixtures/ended-schedules')
    const site = checkLayeredSite(fixture, minimalSiteDir).runtime!
    const dated = (b: BlockConfig) => b.schedule && !('promotion' in b.schedule)
    const route = site.routes.find((r) => !r.hasParams && r.config.blocks.some(dated))!
    const block = route.config.blocks.find(dated)!
    const schedule = block.schedule as { startsAt?: string; endsAt?: string }
    const explained = explainPage(site, route.path, { schemaDefaults }).blocks.find((b) => b.id === block.id)!
    expect(explained.schedule).toMatchObject({ endsAt: schedule.endsAt ?? null, startsAt: schedule.startsAt ?? null })
    expect(writtenAt(explained.schedule!.origin.file, explained.schedule!.origin.at, fixture)).toEqual(block.schedule)
  })

  it("explains a schedule that names a promotion with the promotion's dates, where it is written", () => {
    const blocks = explain('/memorial-day').blocks
    const before = blocks.find((b) => b.id === 'hero-next-sale')!.schedule!
    expect(before).toMatchObject({
      startsAt: null,
      endsAt: '2027-05-23',
      promotion: { promotion: 'memorial-day-cameras', when: 'before' },
    })
    expect(writtenAt(before.origin.file, before.origin.at)).toEqual({
      promotion: 'memorial-day-cameras',
      when: 'before',
    })
    expect(blocks.find((b) => b.id === 'hero')!.schedule).toMatchObject({
      startsAt: '2027-05-24',
      endsAt: '2027-05-31',
    })
    expect(blocks.find((b) => b.id === 'hero-sale-over')!.schedule).toMatchObject({
      startsAt: '2027-06-01',
      endsAt: null,
    })
  })

  it('an unknown URL is a clear error naming the nearest pages', () => {
    expect(() => explain('/shpo')).toThrow(UnknownPageError)
    try {
      explain('/shpo')
    } catch (error) {
      expect((error as Error).message).toBe(
        'No page at /shpo: no route in routes.json (or partner page of partners.json) matches it, so visitors get the 404 page. Did you mean /shop?',
      )
    }
  })
})
