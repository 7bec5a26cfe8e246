import type { BlockServices } from '../render/BlockServices.ts'
import type { ExpandedRoute } from './expandRoutes.ts'
import { sitemapPages } from './sitemapPages.ts'
import type { SitemapPage } from '../../services/frame/index.ts'

type Params = Record<string, string>

/** One URL of a parameterised route: its parameter values and the page's title. */
export interface RoutePage {
  params: Params
  title: string
}

/**
 * The pages behind a parameterised route, listed by the block that reads the parameter from the same sources
 * its loader reads (the content, the catalogue). Keyed by block type; the blocks hand the table in.
 */
export type SitemapLister = (route: ExpandedRoute, services: BlockServices) => Promise<RoutePage[]>
export type SitemapListers = Readonly<Partial<Record<string, SitemapLister>>>

/** `/a/:x/:y?` with `{x: '1'}` → `/a/1`; null when a required parameter has no value. */
export function fillPath(path: string, params: Params): string | null {
  let missing = false
  const filled = path.replace(/\/:([A-Za-z]+)(\?)?/g, (_whole, name: string, optional?: string) => {
    const value = params[name]
    if (value) return `/${encodeURIComponent(value)}`
    if (!optional) missing = true
    return ''
  })
  return missing ? null : filled
}

function isIndexable(route: ExpandedRoute): boolean {
  return !/(^|,)\s*noindex\s*(,|$)/i.test(route.meta.robots ?? '')
}

/**
 * Every indexable page of the site: the fixed paths of the route table (sitemapPages) and, for each
 * indexable parameterised route, one URL per article, post, location, product or category that its page
 * answers 200 for (from the lister of the first of its blocks that has one; a route with none lists no pages).
 * /sitemap.xml and the /sitemap page both use this list.
 */
export async function sitemapPagesWithContent(
  services: BlockServices,
  listers: SitemapListers,
): Promise<SitemapPage[]> {
  const { routes } = services.settings
  const fixed = sitemapPages({ routes })
  const seen = new Set(fixed.map((page) => page.path))
  const content: SitemapPage[] = []
  for (const route of routes) {
    if (!route.hasParams || !isIndexable(route)) continue
    const lister = route.blocks.map((block) => block.type && listers[block.type]).find(Boolean)
    if (!lister) continue
    for (const page of await lister(route, services)) {
      const path = fillPath(route.path, page.params)
      if (!path || seen.has(path)) continue
      seen.add(path)
      content.push({ path, title: page.title })
    }
  }
  return [...fixed, ...content.sort((a, b) => a.path.localeCompare(b.path))]
}
