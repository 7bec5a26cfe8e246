import type { ExpandedRoute } from './expandRoutes.ts'
import { type SitemapPage, indexablePages } from '../../services/frame/index.ts'

/** The site's indexable pages from the route table: every fixed path, partner pages expanded, no noindex. */
export function sitemapPages(runtime: { routes: readonly ExpandedRoute[] }): SitemapPage[] {
  return indexablePages(
    runtime.routes.map((route) => ({
      path: route.path,
      title: route.meta.title,
      robots: route.meta.robots ?? 'index,follow',
      hasParams: route.hasParams,
    })),
  )
}
