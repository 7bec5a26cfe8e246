import type { BlockConfig, QueryRule } from '../../schemas/generated/routes.ts'
import type { ComposedRoute as RouteConfig } from '../SiteConfig.ts'
import type { PartnerConfig } from '../../schemas/generated/partners.ts'
import type { SiteConfig } from '../SiteConfig.ts'
import type { PartnerSummary } from '../PageModel.ts'
import { type IssueSink, PARTNERS_FILE, ROUTES_FILE, SECTIONS_FILE } from '../config/IssueSink.ts'
import {
  PARTNER_PLACEHOLDERS,
  type UnknownToken,
  fillPlaceholders,
  fillTokens,
  mergeProps,
  placeholdersIn,
} from './placeholders.ts'
import { summarizePartner } from './partnerSummary.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { PROMOTION_TOKEN_PREFIX, promotionTokens } from '../../services/catalogue/promotionTexts.ts'
import { partnersWithReusedSlug } from '../config/checkPartnerReferences.ts'
import { type ListChange, applyMovesAndRemovals } from '../config/blockListChanges.ts'

/** A route with every placeholder filled: one per partner for a template route. */
export interface ExpandedRoute {
  /** `name`, or `name/partnerId` for a page made from a template. */
  key: string
  config: RouteConfig
  /** Index of the route in routes.json, for locating problems. */
  index: number
  partner: PartnerSummary | null
  path: string
  /** True when the path has :parameters, so it names no single URL. */
  hasParams: boolean
  /** static: prerendered at build time; request: rendered for every request. */
  render: 'static' | 'request'
  aliases: string[]
  /** The route's explicit page name with placeholders filled; null means "derive it from the URL". */
  pageName: string | null
  /** Route metadata and variants with text tokens filled. */
  meta: RouteConfig['meta']
  variants: NonNullable<RouteConfig['variants']>
  /** Blocks with partner overrides merged and text tokens filled. */
  blocks: BlockConfig[]
  /** The types of its blocks in the page's order, known without filling the page (which blocks a page has). */
  readonly blockTypes: readonly string[]
  params: Record<string, { enum?: string[]; pattern?: string }>
  /** The query values the route reads, with their rules compiled once. */
  query: QueryRules
}

/** A declared query value's rule, compiled: the accepted list or pattern, and where the build lists its values. */
export interface CompiledQueryRule {
  values?: ReadonlySet<string>
  pattern?: RegExp
  prerenderFrom?: QueryRule['prerenderFrom']
}
export type QueryRules = ReadonlyMap<string, CompiledQueryRule>

/** Expands every route of routes.json into concrete pages, reporting what cannot be expanded. */
export function expandRoutes(config: SiteConfig, report: IssueSink): ExpandedRoute[] {
  const partnersById = new Map(config.partners.partners.map((p, i) => [p.id, { partner: p, index: i }]))
  const routesByName = new Map(config.routes.routes.map((r, i) => [r.name, { route: r, index: i }]))
  const brandValues: Record<string, string> = { ...config.brand.placeholders, brand: config.brand.slug }
  const expanded: ExpandedRoute[] = []
  // The routes whose pages are filled, so forgetting them (a render thread, after each batch) visits those alone.
  const filledRoutes = new Set<ExpandedRoute>()
  filledRoutesOf.set(expanded, filledRoutes)
  // Reported at the partner's slug by checkPartnerReferences; expanding them would only add path clashes.
  const reusedSlug = partnersWithReusedSlug(config.partners.partners)

  checkPartnerRouteLists(config, routesByName, report)
  // One summary per partner, shared by its pages (a partner has a page per template route it lists).
  const summaries = new Map<number, PartnerSummary>()
  const summaryOf = (partner: PartnerConfig, p: number) => {
    let summary = summaries.get(p)
    if (!summary) summaries.set(p, (summary = summarizePartner(partner, config.brand.companyDomain)))
    return summary
  }

  config.routes.routes.forEach((route, index) => {
    const partnerPlaceholders = [route.path, ...(route.aliases ?? [])]
      .flatMap(placeholdersIn)
      .filter((name) => PARTNER_PLACEHOLDERS.has(name))
    const kinds = new Set(partnerPlaceholders)
    if (kinds.size > 1) {
      report(
        ROUTES_FILE,
        ['routes', index, 'path'],
        `a route may use one partner placeholder; found {${[...kinds].join('}, {')}}`,
        route.path,
      )
      return
    }
    const placeholder = [...kinds][0]
    if (placeholder) {
      if (route.partner)
        report(
          ROUTES_FILE,
          ['routes', index, 'partner'],
          'a template route gets its partners from partners.json "routes", not "partner"',
          route.partner,
        )
      config.partners.partners.forEach((partner, p) => {
        if (!partner.enabled || !partner.routes.includes(route.name) || reusedSlug.has(p)) return
        const summary = summaryOf(partner, p)
        const fill = route.partnerKey === 'routeName' ? summary.routeName : summary.slug
        expanded.push(
          expandOne(
            config,
            route,
            index,
            summary,
            partnerLayer(partner, p, route.name),
            { ...brandValues, [placeholder]: fill },
            report,
            filledRoutes,
          ),
        )
      })
      return
    }
    let partner: PartnerSummary | null = null
    if (route.partner) {
      const bound = partnersById.get(route.partner)
      if (!bound) {
        // Reported, then expanded without a partner so later checks do not cascade from it.
        report(
          ROUTES_FILE,
          ['routes', index, 'partner'],
          `unknown partner; expected an id from partners.json: ${[...partnersById.keys()].join(', ')}`,
          route.partner,
        )
      } else if (!bound.partner.enabled) {
        // A disabled partner's pages are switched off with it.
        return
      } else {
        partner = summarizePartner(bound.partner, config.brand.companyDomain)
      }
    }
    const bound = route.partner ? partnersById.get(route.partner) : undefined
    const layer = bound ? partnerLayer(bound.partner, bound.index, route.name) : NO_PARTNER_LAYER
    expanded.push(expandOne(config, route, index, partner, layer, brandValues, report, filledRoutes))
  })
  return expanded
}

function expandOne(
  config: SiteConfig,
  route: RouteConfig,
  index: number,
  partner: PartnerSummary | null,
  layer: PartnerLayer,
  values: Record<string, string>,
  report: IssueSink,
  filledRoutes: Set<ExpandedRoute>,
): ExpandedRoute {
  const fill = (text: string, at: Array<string | number>) => {
    const { text: filled, missing } = fillPlaceholders(text, values)
    for (const name of missing)
      report(ROUTES_FILE, at, `unknown placeholder {${name}}; known: {${Object.keys(values).join('}, {')}}`, text)
    return filled
  }
  const path = fill(route.path, ['routes', index, 'path'])
  const aliases = route.aliases?.length
    ? route.aliases.map((alias, i) => fill(alias, ['routes', index, 'aliases', i]))
    : NO_ALIASES
  const pageNameValues = partner ? { ...values, partner: partner.slug } : values
  const pageName = route.pageName ? fillPlaceholders(route.pageName, pageNameValues).text : null

  let params: ExpandedRoute['params'] = NO_PARAMS
  if (route.params) {
    params = {}
    for (const [name, rule] of Object.entries(route.params)) {
      params[name] = {
        ...rule,
        enum: rule.enum?.map((value) => fill(value, ['routes', index, 'params', name, 'enum'])),
      }
    }
  }
  const key = partner && placeholdersIn(route.path).length ? `${route.name}/${partner.id}` : route.name
  return new PageRoute({ config, report, filledRoutes }, layer, {
    key,
    config: route,
    index,
    partner,
    path,
    hasParams: path.includes(':'),
    render: route.render ?? 'static',
    aliases,
    pageName,
    params,
    query: queryRulesOf(route),
  })
}

// Shared by the routes that have none (most partner pages), frozen so no route's change reaches the others.
const NO_ALIASES = Object.freeze([]) as unknown as string[]
const NO_PARAMS: ExpandedRoute['params'] = Object.freeze({})

/** What filling any page of one expansion needs: the site, where problems go, and the log of filled routes. */
interface PageFilling {
  config: SiteConfig
  report: IssueSink
  /** The routes whose pages are filled, so forgetting them (a render thread, after each batch) visits those alone. */
  filledRoutes: Set<ExpandedRoute>
}

type FilledPage = Pick<ExpandedRoute, 'blocks' | 'meta' | 'variants'>
type RouteFields = Omit<ExpandedRoute, 'blocks' | 'meta' | 'variants' | 'blockTypes'>

/**
 * One page of the site. Its blocks, metadata and variants are filled with the page's tokens on first use, not
 * when the routes are expanded: a server or a render thread of a site with thousands of partners then starts with
 * each partner route's path and summary only (the token filling was most of a start's work), and fills the pages
 * it is asked for. loadSite's checks read every route's, so a config:check or a build still reports every unknown
 * token. A class, so the thousands of partner pages share their accessors and each costs a few fields at start.
 */
class PageRoute implements ExpandedRoute {
  readonly key: string
  readonly config: RouteConfig
  readonly index: number
  readonly partner: PartnerSummary | null
  readonly path: string
  readonly hasParams: boolean
  readonly render: 'static' | 'request'
  readonly aliases: string[]
  readonly pageName: string | null
  readonly params: ExpandedRoute['params']
  readonly query: QueryRules
  private filled: FilledPage | undefined = undefined

  constructor(
    private readonly filling: PageFilling,
    private readonly layer: PartnerLayer,
    fields: RouteFields,
  ) {
    this.key = fields.key
    this.config = fields.config
    this.index = fields.index
    this.partner = fields.partner
    this.path = fields.path
    this.hasParams = fields.hasParams
    this.render = fields.render
    this.aliases = fields.aliases
    this.pageName = fields.pageName
    this.params = fields.params
    this.query = fields.query
  }

  get blocks(): BlockConfig[] {
    return this.fill().blocks
  }

  get meta(): RouteConfig['meta'] {
    return this.fill().meta
  }

  get variants(): NonNullable<RouteConfig['variants']> {
    return this.fill().variants
  }

  get blockTypes(): readonly string[] {
    // Token filling changes props, never types: the template's blocks in the partner's order are the page's.
    if (!this.layer.blockChanges.length) return templateBlockTypes(this.config)
    return partnerBlockTypes(this.config, this.layer)
  }

  fill(): FilledPage {
    if (this.filled) return this.filled
    const { config, report, filledRoutes } = this.filling
    const route = this.config
    const { index, layer } = this
    const tokens = textTokens(config, this.partner, report)
    // A mistyped promotion value is told the promotion values only, not every token of the page.
    const knownTokens = (name: string) =>
      Object.keys(tokens)
        .filter((t) => !name.startsWith(PROMOTION_TOKEN_PREFIX) || t.startsWith(PROMOTION_TOKEN_PREFIX))
        .map((t) => `{{${t}}}`)
        .join(', ')
    const unknownAt =
      (at: Array<string | number>): UnknownToken =>
      (name, path) =>
        report(ROUTES_FILE, [...at, ...path], `unknown name {{${name}}}; known here: ${knownTokens(name)}`)
    const blocks = partnerOrder(route.blocks, layer, report).map((block) => {
      const b = route.blocks.indexOf(block)
      const written = block.props ?? {}
      const props = fillTokens(
        mergeProps(written, layer.blockProps[block.id] ?? {}),
        tokens,
        unknownAt(['routes', index, 'blocks', b, 'props']),
      )
      // Unchanged (no override, no token), the template's block itself: one block instance for every partner.
      return props === written ? block : { ...block, props }
    })
    // Page metadata is filled here and nowhere else, so it takes no {{values}}.
    const meta = fillTokens(route.meta, tokens, unknownAt(['routes', index, 'meta']), [], { values: 'unknown' })
    const variants = fillTokens(route.variants ?? [], tokens, unknownAt(['routes', index, 'variants']))
    filledRoutes.add(this)
    return (this.filled = { blocks, meta, variants })
  }

  forget(): void {
    this.filled = undefined
    this.filling.filledRoutes.delete(this)
  }
}

/** The types of a template's blocks, once per route config (its partner pages without their own order share it). */
function templateBlockTypes(route: RouteConfig): readonly string[] {
  let types = blockTypesByRoute.get(route)
  if (!types) blockTypesByRoute.set(route, (types = route.blocks.map((block) => block.type)))
  return types
}

const blockTypesByRoute = new WeakMap<RouteConfig, readonly string[]>()

/**
 * The types of a template's blocks in the order a partner gives them on its page (its blockChanges for this
 * route), worked out on the first read: each page's layer is its own (partnerLayer), so once per partner page.
 * Problems in the changes are reported when the page is filled, not here.
 */
function partnerBlockTypes(route: RouteConfig, layer: PartnerLayer): readonly string[] {
  let types = blockTypesByLayer.get(layer)
  if (!types)
    blockTypesByLayer.set(layer, (types = partnerOrder(route.blocks, layer, () => {}).map((block) => block.type)))
  return types
}

const blockTypesByLayer = new WeakMap<PartnerLayer, readonly string[]>()

/**
 * Fills every route's blocks, metadata and variants now (expandOne fills them on first use), so the problems
 * they have (an unknown {{token}}, a partner's block change naming no block) are reported before anything
 * reads the routes: config:check and the build's checks.
 */
export function fillEveryRoute(routes: readonly ExpandedRoute[]): void {
  for (const route of routes) if (route instanceof PageRoute) route.fill()
}

/**
 * Drops the filled blocks, metadata and variants of the routes of `routes` (as expandRoutes returned them) that
 * were filled; the next read fills them again. For a thread that renders each page once (the build's render
 * threads), so it does not keep thousands of pages it is done with; it visits the filled routes only, not every
 * route of the site after each batch. Returns the routes it dropped.
 */
export function forgetFilledRoutes(routes: readonly ExpandedRoute[]): ExpandedRoute[] {
  const filled = [...(filledRoutesOf.get(routes) ?? [])]
  for (const route of filled) if (route instanceof PageRoute) route.forget()
  return filled
}

const filledRoutesOf = new WeakMap<readonly ExpandedRoute[], Set<ExpandedRoute>>()

/** The route's query rules compiled once: a template route's pages (one per partner) share them. */
function queryRulesOf(route: RouteConfig): QueryRules {
  let rules = compiledQueryRules.get(route)
  if (!rules)
    compiledQueryRules.set(
      route,
      (rules = new Map(
        Object.entries(route.query ?? {}).map(([name, rule]) => [
          name,
          {
            values: rule.values ? new Set(rule.values) : undefined,
            pattern: rule.pattern ? new RegExp(rule.pattern) : undefined,
            prerenderFrom: rule.prerenderFrom,
          },
        ]),
      )),
    )
  return rules
}

const compiledQueryRules = new WeakMap<RouteConfig, QueryRules>()

/** What a partner writes over a template's pages: props by block id, and its own order of this route's blocks. */
export interface PartnerLayer {
  blockProps: Record<string, Record<string, unknown>>
  blockChanges: readonly ListChange[]
  /** JSON path in partners.json of this route's `blockChanges` list, for reporting. */
  changesAt: Array<string | number>
}

const NO_PARTNER_LAYER: PartnerLayer = { blockProps: {}, blockChanges: [], changesAt: [] }

export function partnerLayer(partner: PartnerConfig, partnerIndex: number, routeName: string): PartnerLayer {
  return {
    blockProps: partner.blockProps ?? {},
    blockChanges: partner.blockChanges?.[routeName] ?? [],
    changesAt: ['partners', partnerIndex, 'blockChanges', routeName],
  }
}

/**
 * The template's blocks in the partner's order: its `blockChanges` for this route move blocks after or
 * before others and hide them, on this partner's pages only.
 */
export function partnerOrder(blocks: readonly BlockConfig[], layer: PartnerLayer, report: IssueSink): BlockConfig[] {
  layer.blockChanges.forEach((change, c) => {
    const kinds = (['after', 'before', 'remove'] as const).filter((key) => change[key] !== undefined)
    if (kinds.length !== 1)
      report(
        PARTNERS_FILE,
        [...layer.changesAt, c],
        kinds.length
          ? `write one of "${kinds.join('" and "')}": a block is moved one way or hidden`
          : 'say what happens to the block: "after" or "before" another block\'s id, or "remove": true to hide it',
      )
  })
  return applyMovesAndRemovals(
    blocks,
    (block) => block.id,
    layer.blockChanges,
    (c, key, message, value) => report(PARTNERS_FILE, [...layer.changesAt, c, key], message, value),
  )
}

/**
 * The business hours as page tokens, {{hours.sales}}, {{hours.support}}…: the words the header and footer show
 * (site-config/hours.json texts, services/hours), so a page never types hours that can drift from them.
 */
export function hoursTokens(hours: SiteConfig['hours']): Record<string, string> {
  return Object.fromEntries(Object.entries(hoursTexts(hours)).map(([name, text]) => [`hours.${name}`, text]))
}

/**
 * The {{…}} text tokens a page may use: the brand's names, the business hours, the price promotions' dates and
 * discounts ({{promotion.<id>.<value>}}, services/catalogue/promotionTexts.ts), the partner's name on a partner
 * page, and every shared text of site-config/sections.json as {{texts.name}} (itself filled with the others).
 */
export function textTokens(
  config: SiteConfig,
  partner: PartnerSummary | null,
  report: IssueSink,
): Record<string, string> {
  const tokens: Record<string, string> = {
    'brand.name': config.brand.name,
    'brand.shortName': config.brand.shortName,
    ...hoursTokens(config.hours),
    ...promotionTokens(config.pricePromotions.promotions),
  }
  if (partner) tokens['partner.name'] = partner.name
  const names = { ...tokens }
  for (const [name, text] of Object.entries(config.sections.texts ?? {})) {
    tokens[`texts.${name}`] = fillTokens(text, names, (token) => {
      // A partner token in a shared text is only unknown where the page has no partner; the page using it reports that.
      if (token !== 'partner.name')
        report(
          SECTIONS_FILE,
          ['texts', name],
          `unknown name {{${token}}}; known in shared texts: {{brand.name}}, {{brand.shortName}}, {{hours.<line>}}, {{promotion.<id>.<value>}}, {{partner.name}} (on partner pages)`,
        )
    })
  }
  return tokens
}

/**
 * A partner may only list template routes whose placeholder accepts its kind. Exported for the studio's
 * partner forms, which run it on files that have not passed their schema yet (so it reads only what it needs).
 */
export function checkPartnerRouteLists(
  config: {
    routes: { routes: ReadonlyArray<Pick<RouteConfig, 'name' | 'partner'>> }
    partners: { partners: readonly PartnerConfig[] }
  },
  routesByName: ReadonlyMap<string, { route: Pick<RouteConfig, 'path'>; index: number }>,
  report: IssueSink,
): void {
  const boundRoutes = new Map<string, string[]>()
  for (const route of config.routes.routes)
    if (route.partner) boundRoutes.set(route.partner, [...(boundRoutes.get(route.partner) ?? []), route.name])
  config.partners.partners.forEach((partner: PartnerConfig, p) => {
    const ownRoutes = new Set([...partner.routes, ...(boundRoutes.get(partner.id) ?? [])])
    for (const name of Object.keys(partner.blockChanges ?? {}))
      if (!ownRoutes.has(name))
        report(
          PARTNERS_FILE,
          ['partners', p, 'blockChanges', name],
          `this partner has no page from route "${name}"; its pages come from: ${[...ownRoutes].join(', ') || 'none'}`,
        )
    partner.routes.forEach((name, r) => {
      const at = ['partners', p, 'routes', r]
      const found = routesByName.get(name)
      if (!found) {
        report(PARTNERS_FILE, at, 'unknown route; expected the name of a template route in routes.json', name)
        return
      }
      const placeholder = placeholdersIn(found.route.path).find((n) => PARTNER_PLACEHOLDERS.has(n))
      if (!placeholder) {
        report(
          PARTNERS_FILE,
          at,
          `route "${name}" has no partner placeholder in its path; bind the partner with "partner" on that route instead`,
          name,
        )
      } else if (placeholder !== 'partner' && placeholder !== partner.kind) {
        report(
          PARTNERS_FILE,
          at,
          `route "${name}" is for partners of kind "${placeholder}", but this partner is "${partner.kind}"`,
          name,
        )
      }
    })
  })
}
