import { createHash } from 'node:crypto'
import type { PageModel } from '../../runtime/PageModel.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { currentSchedules } from '../../runtime/render/currentSchedules.ts'
import { hashFiles } from '../../server/prerenderedIndex.server.ts'
import { readPricePromotions } from '../../server/catalogue/promotedCatalogue.server.ts'
import { type PricePromotion, runningPromotionIds } from '../../services/catalogue/index.ts'

/**
 * Block types whose loader reads the whole site (every route and partner), not only its page: a page with
 * one is rebuilt whenever routes.json or partners.json changes. Every other page's key holds only its own
 * page model, so adding or editing one partner rebuilds that partner's pages alone.
 * (scripts/__tests__/pageKeys.test.ts fails when a loader reads the routes and its block is not listed.)
 */
export const BLOCKS_READING_EVERY_ROUTE: ReadonlySet<string> = new Set([
  'PartnerDirectory',
  'SitemapList',
  // The order's partner, found among the partner pages by the lead source the site kept for the order.
  'CheckoutOrderSummary',
])

/** What every page is made from besides its own model: one hash each, worked out once per build. */
export interface SharedInputs {
  /** The code build: the server bundle Vike renders with (which names the browser's hashed assets). */
  code: string
  /**
   * site-config/: brand, phones, hours, layouts, navigation, forms, sections, offers, catalogue, content; and
   * which price promotions run now, since the same files quote other prices once one starts or ends.
   */
  siteFiles: string
  /** routes.json and partners.json, for the pages listing every route. */
  everyRoute: string
}

/** Hashes the inputs every page shares. Content or a catalogue from a remote service cannot be hashed, so a build using one reuses no page. */
export function sharedInputs(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  now = Date.now(),
  promotions: readonly PricePromotion[] = readPricePromotions(root),
): SharedInputs {
  const remote = [env.STRAPI_URL, env.CATALOGUE_API_URL].some((url) => url?.trim())
  return {
    code: hashFiles(root, ['dist/server', 'dist/assets.json']),
    siteFiles:
      hashFiles(root, ['site-config']) +
      `:promotions=${runningPromotionIds(promotions, now).join(',')}` +
      (remote ? `:remote@${now}` : ''),
    everyRoute: hashFiles(root, ['routes.json', 'partners.json']),
  }
}

/**
 * The model a prerendered page is built from, as the page's data hook builds it (pages/catch-all/+data.ts):
 * the resolved page without the scheduled blocks already over. A block loader adds content or catalogue data to
 * it, which the site files' hash covers.
 */
export function prerenderModel(runtime: SiteRuntime, url: string, now: number): PageModel {
  return currentSchedules(runtime.resolve(url), now)
}

/** The key of one page: the hash of everything it is made from. */
export function pageKey(url: string, model: PageModel, shared: SharedInputs): string {
  const blocks = [...model.blocks, ...model.layout.header, ...model.layout.footer]
  const readsEveryRoute = blocks.some((block) => BLOCKS_READING_EVERY_ROUTE.has(block.type))
  return createHash('sha256')
    .update(`${shared.code}\n${shared.siteFiles}\n${readsEveryRoute ? shared.everyRoute : ''}\n${url}\n`)
    .update(modelJson(model))
    .digest('base64url')
}

/** The JSON of objects pages share (a template's blocks, the layouts, the site data), written once per build. */
const sharedJson = new WeakMap<object, string>()

function partJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  let json = sharedJson.get(value)
  if (json === undefined) sharedJson.set(value, (json = JSON.stringify(value)))
  return json
}

/**
 * JSON.stringify(model), the same text, with each of its parts serialised once however many pages share it:
 * thousands of partner pages of one template share most of their blocks, their layout and the site data, and
 * writing them out again for every page was most of the time spent keying pages. The parts are never changed once
 * built (the runtime shares them between pages for that reason). scripts/__tests__/pageKeys.test.ts compares it
 * with JSON.stringify on every page of the real site.
 */
export function modelJson(model: PageModel): string {
  const fields: string[] = []
  for (const [name, value] of Object.entries(model)) {
    if (value === undefined || typeof value === 'function') continue
    const json = Array.isArray(value)
      ? `[${value.map((item: unknown) => (item === undefined ? 'null' : partJson(item))).join(',')}]`
      : partJson(value)
    fields.push(`${JSON.stringify(name)}:${json}`)
  }
  return `{${fields.join(',')}}`
}
