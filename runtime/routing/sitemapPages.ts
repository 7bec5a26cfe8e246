import type { ExpandedRoute } from './expandRoutes.ts'
import { type SitemapPage, indexablePages } from '../../services/frame/index.ts'
import { isPartnerPageLive } from '../render/currentSchedules.ts'

/**
 * The site's indexable pages from the route table: every fixed path, partner pages expanded (those whose
 * partner's schedule is running at `now`), no noindex.
 */
export function sitemapPages(runtime: { routes: readonly ExpandedRoute[] }, now: number = Date.now()): SitemapPage[] {
  return indexablePages(
    runtime.routes
      .filter((route) => isPartnerPageLive(route.partner, now))
      .map((route) => ({
        path: route.path,
        title: route.meta.title,
        robots: route.meta.robots ?? 'index,follow',
        hasParams: route.hasParams,
      })),
  )
}
