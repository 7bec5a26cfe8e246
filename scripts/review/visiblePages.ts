import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import type { BlockInstance, PageModel } from '../../runtime/PageModel.ts'
import { pageUrls } from '../../runtime/config/checkClaims.ts'
import { localPriceCatalogues } from '../../runtime/config/priceCatalogues.server.ts'
import { withCataloguePrices } from '../../runtime/render/cataloguePrices.ts'
import { LocalCatalogueClient } from '../../server/catalogue/localCatalogue.server.ts'
import { PromotedCatalogueClient } from '../../server/catalogue/promotedCatalogue.server.ts'
import { type CataloguePrice, cataloguePrices } from '../../services/catalogue/index.ts'
import { type VisibleText, settingValues, visibleTexts } from './visibleTexts.ts'
import { layoutFeatures } from './layoutFeatures.ts'
import { windowWords } from '../lib/scheduleDiff.ts'
import { type ScheduleWindow, writtenSchedule } from '../../services/schedule/index.ts'

export interface VisibleBlock {
  id: string
  type: string
  /** As the studio's outline names the block: its type's `studio.title` (blocks/<Type>/schema.json). */
  name: string
  /** "shown from Tue, Dec 1, 2026, 12:00 AM CT until …" (config:diff's and the studio's words), or null when the block always shows. */
  schedule: string | null
  /** The same window as instants, for choosing when to capture the page. */
  window: ScheduleWindow | null
  texts: VisibleText[]
  /** Its other props (links, ids, switches) by path, as JSON. */
  settings: Record<string, string>
}

/** One URL of a site as a visitor gets it: every text filled (templates, catalogue prices), its layout as features. */
export interface VisiblePage {
  /** The path, with the query value for a page a query value changes (`/secure?utm_ads=lowcost-envir`). */
  url: string
  routeKey: string
  partner: { id: string; name: string } | null
  layoutName: string
  /** What the layout gives visitors, by feature key (layoutFeatures). */
  layout: Record<string, string>
  title: string
  description: string
  blocks: VisibleBlock[]
}

/** A revision's site as visitors see it at `now`, read with the working tree's runtime from the revision's files. */
export interface VisibleSite {
  pages: VisiblePage[]
  /** Block type → its name in the studio, from the revision's block schemas. */
  blockNames: Map<string, string>
  /** Every catalogue value by catalogue id, after the promotions running at `now`. */
  prices: Map<string, Map<string, CataloguePrice>>
}

/**
 * Every page of the site — each route, each partner's page, each declared query value, the error pages — as
 * the runtime resolves it (shared sections, partner blockProps and blockChanges, query variants, placeholders),
 * with its catalogue values filled as the runtime fills them (withCataloguePrices) from the revision's own
 * catalogue files through the runtime's promotion service (PromotedCatalogueClient) at `now`.
 */
export async function visibleSite(runtime: SiteRuntime, treeDir: string, now: number): Promise<VisibleSite> {
  const blockNames = blockNamesIn(treeDir)
  const catalogues = localPriceCatalogues(treeDir)
  const catalogue = new PromotedCatalogueClient(
    new LocalCatalogueClient(treeDir),
    runtime.config.pricePromotions.promotions,
    () => now,
  )
  const prices = new Map<string, Map<string, CataloguePrice>>()
  for (const id of catalogues?.byId.keys() ?? []) {
    const promoted = await catalogue.catalogue(id)
    if (promoted) prices.set(id, cataloguePrices(promoted))
  }
  const models: Array<{ model: PageModel; url: string }> = pageUrls(runtime).map((url) => ({
    model: runtime.resolve(url),
    url,
  }))
  // A path with :parameters has no one URL: its page is built from the route, as config:diff does (pageFacts.ts).
  for (const route of runtime.routes.filter((candidate) => candidate.hasParams))
    models.push({
      model: runtime.pageFor({ route, params: {}, canonicalPath: route.path }, new URLSearchParams(), route.path),
      url: route.path,
    })
  models.push({ model: runtime.notFound('/'), url: '404 page' })
  models.push({ model: runtime.serverError('/'), url: '500 page' })
  const services = catalogues && { catalogue, settings: { shop: { defaultCatalogId: catalogues.defaultCatalogId } } }
  const pages: VisiblePage[] = []
  for (const { model, url } of models) {
    pages.push(visiblePage(services ? await withCataloguePrices(model, services) : model, url, blockNames))
  }
  return { pages, blockNames, prices }
}

function visiblePage(model: PageModel, url: string, blockNames: Map<string, string>): VisiblePage {
  const partner = model.context.partner
  return {
    url,
    routeKey: model.context.routeName,
    partner: partner ? { id: partner.id, name: partner.name } : null,
    layoutName: model.layout.name,
    layout: Object.fromEntries(layoutFeatures(model)),
    title: model.meta.title,
    description: model.meta.description,
    blocks: model.blocks.map((block) => visibleBlock(block, blockNames)),
  }
}

function visibleBlock(block: BlockInstance, blockNames: Map<string, string>): VisibleBlock {
  const schedule = block.schedule
  return {
    id: block.id,
    type: block.type,
    name: blockNames.get(block.type) ?? block.type,
    schedule: schedule ? `shown ${windowWords(writtenSchedule(schedule))}` : null,
    window: schedule ?? null,
    texts: visibleTexts(block.props),
    settings: Object.fromEntries(settingValues(block.props)),
  }
}

/** Each block type's name in the studio (its schema's `studio.title`), else the type itself. */
export function blockNamesIn(treeDir: string): Map<string, string> {
  const names = new Map<string, string>()
  const dir = join(treeDir, 'blocks')
  if (!existsSync(dir)) return names
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const type = entry.name
    const file = join(dir, type, 'schema.json')
    if (!existsSync(file)) continue
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { studio?: { title?: string } }
    names.set(type, schema.studio?.title ?? type)
  }
  return names
}
