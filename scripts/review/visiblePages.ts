import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import type { BlockInstance, PageModel } from '../../runtime/PageModel.ts'
import { pageUrls } from '../../runtime/config/checkClaims.ts'
import { localPriceCatalogues } from '../../runtime/config/priceCatalogues.server.ts'
import type { PriceCatalogues } from '../../runtime/config/checkPrices.ts'
import {
  type CataloguePrice,
  applyPricePromotions,
  cataloguePrices,
  fillCataloguePrices,
} from '../../services/catalogue/index.ts'
import { type VisibleText, settingValues, visibleTexts } from './visibleTexts.ts'
import { layoutFeatures } from './layoutFeatures.ts'
import { describeSchedule } from './scheduleWords.ts'
import type { ScheduleWindow } from '../../services/schedule/index.ts'

export interface VisibleBlock {
  id: string
  type: string
  /** As the studio's outline names the block: its type's `studio.title` (blocks/<Type>/schema.json). */
  name: string
  /** "shown 2026-12-01 to 2027-01-05, Chicago time", or null when the block always shows. */
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
 * with its catalogue values filled from the revision's own catalogue files and price promotions.
 */
export function visibleSite(runtime: SiteRuntime, treeDir: string, now: number): VisibleSite {
  const blockNames = blockNamesIn(treeDir)
  const catalogues = localPriceCatalogues(treeDir)
  const prices = new Map<string, Map<string, CataloguePrice>>()
  for (const [id, catalogue] of catalogues?.byId ?? [])
    prices.set(id, cataloguePrices(applyPricePromotions(catalogue, runtime.config.pricePromotions.promotions, now)))
  const pages: Array<VisiblePage & { model: PageModel }> = pageUrls(runtime).map((url) =>
    visiblePage(runtime.resolve(url), url, blockNames),
  )
  // A path with :parameters has no one URL: its page is built from the route, as config:diff does (pageFacts.ts).
  for (const route of runtime.routes.filter((candidate) => candidate.hasParams))
    pages.push(
      visiblePage(
        runtime.pageFor({ route, params: {}, canonicalPath: route.path }, new URLSearchParams(), route.path),
        route.path,
        blockNames,
      ),
    )
  pages.push(visiblePage(runtime.notFound('/'), '404 page', blockNames))
  pages.push(visiblePage(runtime.serverError('/'), '500 page', blockNames))
  return { pages: pages.map((page) => withPrices(page, catalogues, prices)), blockNames, prices }
}

function visiblePage(
  model: PageModel,
  url: string,
  blockNames: Map<string, string>,
): VisiblePage & { model: PageModel } {
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
    model,
  }
}

function visibleBlock(block: BlockInstance, blockNames: Map<string, string>): VisibleBlock {
  return {
    id: block.id,
    type: block.type,
    name: blockNames.get(block.type) ?? block.type,
    schedule: describeSchedule(block.schedule),
    window: block.schedule ?? null,
    texts: visibleTexts(block.props),
    settings: Object.fromEntries(settingValues(block.props)),
  }
}

/** Fills the page's catalogue values (`{{price.…}}`, `"catalogue"` price objects) from its own catalogue. */
function withPrices(
  page: VisiblePage & { model: PageModel },
  catalogues: PriceCatalogues | null,
  prices: Map<string, Map<string, CataloguePrice>>,
): VisiblePage {
  const { model, ...visible } = page
  const catalogId = model.context.partner?.catalogId ?? catalogues?.defaultCatalogId
  const pagePrices = catalogId ? prices.get(catalogId) : undefined
  if (!pagePrices) return visible
  const filled = fillCataloguePrices({ meta: model.meta, blocks: model.blocks }, pagePrices)
  return {
    ...visible,
    title: filled.meta.title,
    description: filled.meta.description,
    blocks: filled.blocks.map((block, i) => ({
      ...visible.blocks[i]!,
      texts: visibleTexts(block.props),
      settings: Object.fromEntries(settingValues(block.props)),
    })),
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
