/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/routes.schema.json; edit the schema and run it again.
 */

export type PathTemplate = string
/**
 * When a block shows: dates of its own ({"startsAt", "endsAt"}) or a price promotion's ({"promotion", "when"}).
 */
export type BlockScheduleConfig = import('../../services/schedule/promotionSchedule.ts').BlockScheduleConfig
export type BlockList = BlockConfig[]

/**
 * Every page of the site: its path, aliases, layout, metadata and ordered blocks.
 */
export interface RoutesConfig {
  $schema?: string
  routes: RouteConfig[]
  /**
   * Pages the runtime shows instead of a route: 404 for an unknown URL, 500 when rendering fails.
   */
  errorPages: {
    notFound: ErrorPageConfig
    serverError: ErrorPageConfig
  }
}
export interface RouteConfig {
  /**
   * Unique name of the route; partners list the template routes they use by this name.
   */
  name: string
  path: PathTemplate
  /**
   * Other paths that show the same page. Templates may use {K|capitalize}.
   */
  aliases?: PathTemplate[]
  /**
   * Rules for the :name parameters of the path.
   */
  params?: {
    [k: string]: ParamRule
  }
  /**
   * Query values the page reads (they reach blocks as context.query); other values are ignored.
   */
  query?: {
    [k: string]: QueryRule
  }
  /**
   * A layout named in site-config/layouts.json.
   */
  layout: string
  /**
   * static: prerendered at build time (once per combination of query values when every value the page reads is a list of "values"); request: rendered for every request. A route without it is static.
   */
  render?: 'static' | 'request'
  /**
   * Id of the partner in partners.json this page belongs to.
   */
  partner?: string
  /**
   * Which partner field fills a partner placeholder in the path.
   */
  partnerKey?: 'slug' | 'routeName'
  /**
   * Name used in form ids; defaults to the path without its leading slash, other slashes as dashes.
   */
  pageName?: string
  meta: PageMeta
  overrides?: RouteOverrides
  /**
   * Name of another route whose block list this route inherits: its "blocks" then list only what differs (blocks with the same id change that block, new ids are added, "remove": true drops one), so reordering the other route reorders this one.
   */
  extends?: string
  /**
   * The page's blocks in order. On a route with "extends", only the changes to the inherited list.
   */
  blocks?: BlockEntry[]
  /**
   * Changes applied when the query matches; the first matching variant wins.
   */
  variants?: RouteVariant[]
}
export interface ParamRule {
  /**
   * @minItems 1
   */
  enum?: [string, ...string[]]
  pattern?: string
}
export interface QueryRule {
  /**
   * @minItems 1
   */
  values?: [string, ...string[]]
  pattern?: string
  /**
   * Where the build finds the values of a "pattern" to prerender one page for each (a "static" page only); other values matching the pattern are rendered per request. termsSectionAnchors: the anchors of the terms sections in the content.
   */
  prerenderFrom?: 'termsSectionAnchors'
}
export interface PageMeta {
  title: string
  description?: string
  robots?: 'index,follow' | 'noindex,follow' | 'noindex,nofollow'
  image?: string
}
export interface RouteOverrides {
  leadSource?: string
  /**
   * Spec 9.3: leads sent from this page carry the lead source of the page's catalogue (the shop's default catalogue; a partner's lead source still wins on partner pages).
   */
  leadSourceFromCatalogue?: boolean
  phones?: {
    sales?: string
    salesText?: string
    popup?: string
  }
  tagManagerContainer?: string
}
/**
 * A block of a route: a block type with its props, or a shared section from site-config/sections.json with some of its props overridden.
 */
export interface BlockEntry {
  /**
   * Unique on the page; also the anchor id. On a route with "extends", the id of the inherited block to change.
   */
  id: string
  /**
   * A block type registered in blocks/registry.ts (not needed with "section").
   */
  type?: string
  /**
   * Name of a shared section in site-config/sections.json: its block type and props are used, and "props" here override some of them.
   */
  section?: string
  /**
   * The block's props; with "section" or on an inherited block, only the props that differ (objects merge, everything else replaces).
   */
  props?: {}
  visibleWhen?: BlockCondition
  schedule?: BlockScheduleConfig
  /**
   * On a route with "extends": place this block after the inherited block with this id.
   */
  after?: string
  /**
   * On a route with "extends": place this block before the inherited block with this id.
   */
  before?: string
  /**
   * On a route with "extends": drop the inherited block with this id.
   */
  remove?: true
}
export interface BlockCondition {
  /**
   * present, absent, or the list of values that show the block.
   */
  query?: {
    [k: string]: 'present' | 'absent' | [string, ...string[]]
  }
  partner?: 'present' | 'absent'
}
export interface RouteVariant {
  when: {
    query: {
      [k: string]: string
    }
  }
  meta?: {
    title?: string
    description?: string
  }
  /**
   * Props merged over the props of the block with this id.
   */
  props?: {
    [k: string]: {}
  }
}
export interface ErrorPageConfig {
  layout: string
  meta: PageMeta
  blocks: BlockList
}
export interface BlockConfig {
  /**
   * Unique on the page; also the anchor id.
   */
  id: string
  /**
   * A block type registered in blocks/registry.ts.
   */
  type: string
  props?: {}
  visibleWhen?: BlockCondition
  schedule?: BlockScheduleConfig
}
