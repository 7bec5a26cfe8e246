import type { BlockConfig, BlockCondition, ErrorPageConfig, RouteVariant } from '../../schemas/generated/routes.ts'
import type { LayoutConfig } from '../../schemas/generated/layouts.ts'
import type { SiteConfig } from '../SiteConfig.ts'
import type { BlockInstance, PageContextData, PageModel, ResolvedLayout, SiteData } from '../PageModel.ts'
import type { RouteMatch } from './RouteTable.ts'
import type { QueryRules } from './expandRoutes.ts'
import { mergeProps } from './placeholders.ts'
import { resolveLeadSource, resolvePhones } from '../../services/partners/index.ts'
import { scheduleWindow } from '../../services/schedule/index.ts'
import { type DatedPromotion, blockScheduleDates } from '../../services/schedule/promotionSchedule.ts'
import { type PartnerPage, withPartnerLinks } from './partnerShopLinks.ts'

/** What building any page needs from the compiled site; layouts are resolved once, not per request. */
export interface PageBuildContext {
  config: SiteConfig
  site: SiteData
  layouts: ReadonlyMap<string, ResolvedLayout>
  toInstance: ToInstance
  /** Each partner's own copies of generic pages (its shop), from the route table (partnerShopLinks.ts). */
  partnerPages?: ReadonlyMap<string, PartnerPage[]>
}

/** Fills a block's schema defaults into its props (SchemaSet.withDefaults), returning a new object. */
export type CompleteProps = (type: string, props: Readonly<Record<string, unknown>>) => Record<string, unknown>

/** Turns a configured block (and a per-request override of its props) into the instance a page renders. */
export type ToInstance = (block: BlockConfig, override?: Record<string, unknown>) => BlockInstance

/**
 * Page blocks with complete props: overrides merged, then the schema's defaults filled in once per
 * configured block (cached) or per override; a schedule naming a promotion gets the promotion's dates here, so
 * the render, the prerender's windows and cache expiry see it as a dated one. The cast is where config becomes typed: the config check
 * has validated each block's type against the registry and its props against the type's schema.
 */
export function blockInstances(
  completeProps: CompleteProps = (_type, props) => ({ ...props }),
  /** The price promotions whose dates a block's schedule may name ({"promotion", "when"}). */
  promotions: readonly DatedPromotion[] = [],
): ToInstance {
  const cache = new WeakMap<BlockConfig, BlockInstance>()
  return (block, override) => {
    const cached = override ? undefined : cache.get(block)
    if (cached) return cached
    const props = block.props ?? {}
    const instance = {
      id: block.id,
      type: block.type,
      props: completeProps(block.type, override ? mergeProps(props, override) : props),
    } as BlockInstance
    const dates = block.schedule && blockScheduleDates(block.schedule, promotions)
    const schedule = dates && scheduleWindow(dates)
    if (schedule) instance.schedule = schedule
    if (!override) cache.set(block, instance)
    return instance
  }
}

/** Builds the page model of a matched route for one request's query. */
export function buildRoutePage(
  build: PageBuildContext,
  match: RouteMatch,
  search: URLSearchParams,
  pathname: string,
): PageModel {
  const { config, site } = build
  const { route, params, canonicalPath } = match
  const query = declaredQuery(route.query, search)
  const variant = selectVariant(route.variants, query)
  const partner = route.partner
  const pageName = route.pageName ?? pageNameOf(canonicalPath)
  const context: PageContextData = {
    routeName: route.key,
    canonicalPath,
    pathname,
    pageName,
    params,
    query,
    partner,
    leadSource: resolveLeadSource({
      routeLeadSource: route.config.overrides?.leadSource,
      partner,
      defaultLeadSource: config.constants.leads.defaultLeadSource,
    }),
    phones: resolvePhones(config.phones, partner, route.config.overrides?.phones),
    formIds: { consultationModal: `${pageName}-modal-consultation-form` },
  }
  const partnerPages = partner ? build.partnerPages?.get(partner.id) : undefined
  if (partnerPages?.length) context.partnerPages = partnerPages
  const blocks = withPartnerLinks(
    route.blocks
      .filter((block) => isVisible(block.visibleWhen, context))
      .map((block) => build.toInstance(block, variant?.props?.[block.id])),
    partnerPages,
  )
  const meta = route.meta
  return {
    status: 200,
    render: route.config.render ?? 'static',
    layout: layoutFor(build, route.config.layout, route.config.overrides?.tagManagerContainer),
    blocks,
    meta: {
      title: variant?.meta?.title ?? meta.title,
      description: variant?.meta?.description ?? meta.description ?? config.brand.defaultDescription,
      robots: meta.robots ?? 'index,follow',
      canonicalUrl: canonicalUrl(config, canonicalPath),
      image: meta.image ?? config.brand.shareImage ?? null,
    },
    context,
    site,
  }
}

/** The page model of an error page (404 or 500) shown at the requested path. */
export function buildErrorPage(
  build: PageBuildContext,
  page: ErrorPageConfig,
  status: 404 | 500,
  pathname: string,
): PageModel {
  const { config, site } = build
  const pageName = status === 404 ? 'not-found' : 'error'
  const context: PageContextData = {
    routeName: status === 404 ? 'not-found' : 'server-error',
    canonicalPath: pathname,
    pathname,
    pageName,
    params: {},
    query: {},
    partner: null,
    leadSource: resolveLeadSource({ partner: null, defaultLeadSource: config.constants.leads.defaultLeadSource }),
    phones: resolvePhones(config.phones, null),
    formIds: { consultationModal: `${pageName}-modal-consultation-form` },
  }
  return {
    status,
    render: 'request',
    layout: layoutFor(build, page.layout, undefined),
    blocks: page.blocks.map((block) => build.toInstance(block)),
    meta: {
      title: page.meta.title,
      description: page.meta.description ?? config.brand.defaultDescription,
      robots: page.meta.robots ?? 'noindex,follow',
      canonicalUrl: canonicalUrl(config, pathname),
      image: null,
    },
    context,
    site,
  }
}

/** Every named layout as pages receive it, built once when the site is compiled. */
export function resolveLayouts(config: SiteConfig, toInstance: ToInstance): Map<string, ResolvedLayout> {
  return new Map(
    Object.entries(config.layouts.layouts).map(([name, layout]: [string, LayoutConfig]) => [
      name,
      {
        name,
        header: layout.header.map((block) => toInstance(block)),
        footer: layout.footer.map((block) => toInstance(block)),
        chat: layout.chat,
        leadForms: layout.leadForms,
        ctaButtons: layout.ctaButtons,
        signIn: layout.signIn,
        tagManagerContainer: layout.tagManagerContainer ?? null,
        maintenance: layout.maintenance ?? false,
      },
    ]),
  )
}

/** An unknown layout name falls back to the configured fallback (spec 2.12: default). */
function layoutFor(build: PageBuildContext, name: string, tagManagerOverride: string | undefined): ResolvedLayout {
  const layout = build.layouts.get(name) ?? build.layouts.get(build.config.layouts.fallback)!
  return tagManagerOverride ? { ...layout, tagManagerContainer: tagManagerOverride } : layout
}

/** The page's absolute URL without a trailing slash (spec: canonical URLs have none, the home page included). */
export function canonicalUrl(config: Pick<SiteConfig, 'brand'>, path: string): string {
  return config.brand.siteUrl.replace(/\/$/, '') + path.replace(/\/+$/, '')
}

function declaredQuery(rules: QueryRules, search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [name, rule] of rules) {
    const value = search.get(name)
    if (value === null) continue
    if (rule.values && !rule.values.has(value)) continue
    if (rule.pattern && !rule.pattern.test(value)) continue
    query[name] = value
  }
  return query
}

/** The first variant whose query condition the request meets; config:explain asks the same question. */
export function selectVariant<V extends RouteVariant>(
  variants: readonly V[],
  query: Record<string, string>,
): V | undefined {
  return variants.find((v) => variantApplies(v, query))
}

export function variantApplies(variant: RouteVariant, query: Record<string, string>): boolean {
  return Object.entries(variant.when.query).every(([name, value]) => query[name] === value)
}

export function isVisible(
  condition: BlockCondition | undefined,
  context: Pick<PageContextData, 'query' | 'partner'>,
): boolean {
  if (!condition) return true
  for (const [name, rule] of Object.entries(condition.query ?? {})) {
    const value = context.query[name]
    if (rule === 'present' && value === undefined) return false
    if (rule === 'absent' && value !== undefined) return false
    if (Array.isArray(rule) && (value === undefined || !rule.includes(value))) return false
  }
  if (condition.partner === 'present' && !context.partner) return false
  if (condition.partner === 'absent' && context.partner) return false
  return true
}

/** Spec 2.10: the path without its leading slash, other slashes as dashes; the home page is "home". */
export function pageNameOf(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')
}
