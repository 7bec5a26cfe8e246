import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import type { ExpandedRoute } from '../../runtime/routing/expandRoutes.ts'
import type { BlockScheduleConfig } from '../../services/schedule/promotionSchedule.ts'

export type RenderMode = 'prerendered' | 'per request'

export interface PartnerRef {
  id: string
  name: string
}

export interface BlockFacts {
  id: string
  type: string
  props: object
  visibleWhen: unknown
  /** As written on the block entry or section use (routes.json), or null: always shown. */
  schedule: BlockScheduleConfig | null
}

/** What a reviewer can see of one page, in a shape two revisions can be compared on. */
export interface PageFacts {
  /** The canonical path, or a label such as "404 page" for the pages shown at any unknown path. */
  path: string
  /** The route key: `name`, or `name/partnerId` for a page made from a template. */
  routeName: string
  partner: PartnerRef | null
  layout: string
  render: RenderMode
  title: string
  description: string
  leadSource: string
  phones: { sales: string; salesText: string; popup: string }
  aliases: string[]
  /** Every configured block, including those shown only for some query values, in page order. */
  blocks: BlockFacts[]
  /** The rest of the route's settings (query rules, variants, robots...), so no change goes unreported. */
  settings: Record<string, unknown>
}

/** Facts of every page of a compiled site: the routes in routes.json order, then the error pages. */
export function collectPages(runtime: SiteRuntime): PageFacts[] {
  const prerendered = new Set(runtime.prerenderPaths())
  const pages = runtime.routes.map((route) => routeFacts(runtime, route, prerendered.has(route.path)))
  pages.push(errorPageFacts(runtime.notFound('/'), '404 page', 'errorPages.notFound'))
  pages.push(errorPageFacts(runtime.serverError('/'), '500 page', 'errorPages.serverError'))
  return pages
}

function routeFacts(runtime: SiteRuntime, route: ExpandedRoute, prerendered: boolean): PageFacts {
  // A path with :parameters has no concrete URL to resolve, so the page is built from the route
  // directly, for a request without query values: what every visitor sees first.
  const page = runtime.pageFor({ route, params: {}, canonicalPath: route.path }, new URLSearchParams(), route.path)
  return {
    ...pageModelFacts(page),
    path: route.path,
    routeName: route.key,
    partner: route.partner ? { id: route.partner.id, name: route.partner.name } : null,
    render: prerendered ? 'prerendered' : 'per request',
    aliases: [...route.aliases],
    // The route's blocks, not the page's: blocks hidden without a query value are still on the page.
    blocks: route.blocks.map((block) => ({
      id: block.id,
      type: block.type,
      props: block.props ?? {},
      visibleWhen: block.visibleWhen ?? null,
      schedule: block.schedule ?? null,
    })),
    settings: {
      pageName: route.pageName,
      partnerKey: route.config.partnerKey,
      params: route.params,
      query: route.config.query,
      variants: route.variants,
      robots: route.meta.robots,
      image: route.meta.image,
      tagManagerContainer: route.config.overrides?.tagManagerContainer,
    },
  }
}

function errorPageFacts(page: PageModel, label: string, key: string): PageFacts {
  return {
    ...pageModelFacts(page),
    path: label,
    routeName: key,
    partner: null,
    render: 'per request',
    aliases: [],
    blocks: page.blocks.map((block) => ({
      id: block.id,
      type: block.type,
      props: block.props,
      visibleWhen: null,
      schedule: null,
    })),
    settings: { robots: page.meta.robots },
  }
}

function pageModelFacts(
  page: PageModel,
): Pick<PageFacts, 'layout' | 'title' | 'description' | 'leadSource' | 'phones'> {
  const { sales, salesText, popup } = page.context.phones
  return {
    layout: page.layout.name,
    title: page.meta.title,
    description: page.meta.description,
    leadSource: page.context.leadSource,
    phones: { sales, salesText, popup },
  }
}
