import type { SiteConfig } from './SiteConfig.ts'
import { wallClock } from '../services/hours/schedule.ts'
import type { PageModel, SiteData } from './PageModel.ts'
import type { IssueSink } from './config/IssueSink.ts'
import type { RouteComposition } from './config/composeRoutes.ts'
import { type ExpandedRoute, expandRoutes, forgetFilledRoutes } from './routing/expandRoutes.ts'
import { type RouteMatch, RouteTable } from './routing/RouteTable.ts'
import { type PartnerPage, partnerPagesFrom } from './routing/partnerShopLinks.ts'
import { type SourcedValues, prerenderUrlsOf } from './routing/queryVariants.ts'
import {
  type CompleteProps,
  type PageBuildContext,
  blockInstances,
  buildErrorPage,
  buildRoutePage,
  resolveLayouts,
} from './routing/resolvePage.ts'

/**
 * The compiled site: built once from valid config, then answers "what does this URL show" for every
 * request without touching the disk. Framework-free, so the server, the prerenderer and tests share it.
 */
export class SiteRuntime {
  readonly routes: ExpandedRoute[]
  readonly table: RouteTable
  readonly site: SiteData
  private readonly build: PageBuildContext
  /** Each partner's own copies of generic pages; forgetResolvedPages renews the lists of the partners it drops. */
  private readonly partnerPages: Map<string, PartnerPage[]>

  constructor(
    readonly config: SiteConfig,
    report: IssueSink,
    /** How routes.json was composed (shared sections, inherited block lists), for tools that explain a page. */
    readonly composition?: RouteComposition,
    /** Fills block props with their schema defaults; loadSite passes the schemas' (SchemaSet.withDefaults). */
    completeProps?: CompleteProps,
  ) {
    this.routes = expandRoutes(config, report)
    this.table = new RouteTable(this.routes, report)
    this.partnerPages = partnerPagesFrom(this.routes)
    const { brand, navigation, hours, phones, constants, forms } = config
    // From the first day of the year the site data is built in, not the day itself: a page lists the closed days
    // of a window from there (listedClosedDays), and a window that moved every day would change every page every
    // day, so an incremental build could reuse none. The year's past days are listed too; they are never today.
    const closedDaysFrom = `${wallClock(Date.now(), hours.timezone).date.slice(0, 4)}-01-01`
    this.site = { brand, navigation, hours, phones, constants, forms, closedDaysFrom }
    const toInstance = blockInstances(completeProps, config.pricePromotions.promotions)
    this.build = {
      config,
      site: this.site,
      layouts: resolveLayouts(config, toInstance),
      toInstance,
      partnerPages: this.partnerPages,
    }
  }

  /**
   * Forgets what resolving pages kept for the next request of the same page: each filled route's blocks
   * (expandRoutes.ts), and with them their instances with complete props (kept by block, weakly), and the copies
   * with a partner's links of its partner's pages. A server keeps them (a page is asked for again); the build's
   * render threads resolve each page once and call this after each batch, so a thread's memory stays that of one
   * batch, not of the thousands of pages it rendered. Only the routes filled since are visited: the layouts, the
   * instances of blocks every page shares and the other partners' lists stay. Returns how many routes it dropped.
   */
  forgetResolvedPages(): number {
    const forgotten = forgetFilledRoutes(this.routes)
    for (const { partner } of forgotten) {
      const pages = partner && this.partnerPages.get(partner.id)
      // A new list, so the partner-link copies the old one keys (partnerShopLinks.ts) are freed with it.
      if (pages) this.partnerPages.set(partner.id, [...pages])
    }
    return forgotten.length
  }

  /** Every named layout with its header and footer blocks, as pages receive them. */
  get layouts(): ReadonlyMap<string, PageModel['layout']> {
    return this.build.layouts
  }

  /** Resolves a URL (path and query; an origin is ignored) to its page model; unknown paths give the 404 page. */
  resolve(url: string): PageModel {
    const { pathname, searchParams } = splitUrl(url)
    const match = this.table.match(pathname)
    if (!match) return this.notFound(pathname)
    return this.pageFor(match, searchParams, pathname)
  }

  /** The page model of an already matched route, e.g. one built from a route without a concrete URL. */
  pageFor(match: RouteMatch, search: URLSearchParams, pathname: string): PageModel {
    return buildRoutePage(this.build, match, search, pathname)
  }

  notFound(pathname: string): PageModel {
    return buildErrorPage(this.build, this.config.routes.errorPages.notFound, 404, pathname)
  }

  serverError(pathname: string): PageModel {
    return buildErrorPage(this.build, this.config.routes.errorPages.serverError, 500, pathname)
  }

  /** Canonical paths of the pages whose HTML does not depend on the request: these are prerendered. */
  prerenderPaths(): string[] {
    return this.staticRoutes().map((route) => route.path)
  }

  /**
   * What the build prerenders: each static path, and each combination of its listed query values
   * (queryVariants.ts); values a rule takes from a source (the content) only when `sourced` holds them.
   */
  prerenderUrls(sourced: SourcedValues = {}): string[] {
    return this.staticRoutes().flatMap((route) => prerenderUrlsOf(route, sourced))
  }

  private staticRoutes(): ExpandedRoute[] {
    return this.routes.filter((route) => route.render === 'static' && !route.hasParams)
  }
}

/** Path and query of a request URL; `//x` stays a path (the URL parser would read it as a host). */
function splitUrl(url: string): { pathname: string; searchParams: URLSearchParams } {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
  const [beforeHash = ''] = withoutOrigin.split('#', 1)
  const queryStart = beforeHash.indexOf('?')
  const pathname = (queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart)) || '/'
  return { pathname, searchParams: new URLSearchParams(queryStart === -1 ? '' : beforeHash.slice(queryStart + 1)) }
}
