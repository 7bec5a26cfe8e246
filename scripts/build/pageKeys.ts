import { createHash } from 'node:crypto'
import type { PageModel } from '../../runtime/PageModel.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { currentSchedules } from '../../runtime/render/currentSchedules.ts'
import { hashFiles } from '../../server/prerenderedIndex.server.ts'

/**
 * Block types whose loader reads the whole site (every route and partner), not only its page: a page with
 * one is rebuilt whenever routes.json or partners.json changes. Every other page's key holds only its own
 * page model, so adding or editing one partner rebuilds that partner's pages alone.
 * (scripts/__tests__/pageKeys.test.ts fails when a loader reads the routes and its block is not listed.)
 */
export const BLOCKS_READING_EVERY_ROUTE: ReadonlySet<string> = new Set(['PartnerDirectory', 'SitemapList'])

/** What every page is made from besides its own model: one hash each, worked out once per build. */
export interface SharedInputs {
  /** The code build: the server bundle Vike renders with (which names the browser's hashed assets). */
  code: string
  /** site-config/: brand, phones, hours, layouts, navigation, forms, sections, offers, catalogue, content. */
  siteFiles: string
  /** routes.json and partners.json, for the pages listing every route. */
  everyRoute: string
}

/** Hashes the inputs every page shares. Content or a catalogue from a remote service cannot be hashed, so a build using one reuses no page. */
export function sharedInputs(root: string, env: NodeJS.ProcessEnv = process.env, now = Date.now()): SharedInputs {
  const remote = [env.STRAPI_URL, env.CATALOGUE_API_URL].some((url) => url?.trim())
  return {
    code: hashFiles(root, ['dist/server', 'dist/assets.json']),
    siteFiles: hashFiles(root, ['site-config']) + (remote ? `:remote@${now}` : ''),
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
    .update(JSON.stringify(model))
    .digest('base64url')
}
