import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import type { ExpandedRoute } from '../../runtime/routing/expandRoutes.ts'
import { sitemapPages } from '../../runtime/routing/sitemapPages.ts'
import type { SitemapPage } from '../../services/frame/index.ts'
import { sharedCatalogueClient } from '../catalogue/catalogueClient.server.ts'
import { loadShopSettings } from '../catalogue/shopSettings.server.ts'
import { siteContent } from '../content/siteContent.server.ts'
import { pageTitle } from '../../blocks/shared/pageTitle.ts'

type Params = Record<string, string>
type SitemapRuntime = Pick<SiteRuntime, 'routes' | 'site'>

/** One URL of a parameterised route: its parameter values and the page's title. */
interface RoutePage {
  params: Params
  title: string
}

/**
 * The pages behind a parameterised route, found by the block that reads the parameter, from the same
 * sources that block's loader reads: the content repository (help articles, blog posts, locations) and the
 * shop's default catalogue (products, categories). A route with none of these blocks lists no pages.
 */
const LISTERS: Record<string, (route: ExpandedRoute, runtime: SitemapRuntime) => Promise<RoutePage[]>> = {
  async HelpArticle(route, runtime) {
    const helpArticle = route.blocks.find((block) => block.type === 'HelpArticle')
    // Only an article named by the path has a URL of its own (the other reads ?id=, a noindex page).
    const props: object = helpArticle?.props ?? {}
    if (!('idFrom' in props) || props.idFrom !== 'path') return []
    return (await siteContent().articles()).map((article) => ({
      params: { id: article.slug },
      title: pageTitle(article.title, runtime.site.brand.name),
    }))
  },
  async BlogPost(_route, runtime) {
    return (await siteContent().blogPosts()).map((post) => ({
      params: { id: post.slug },
      title: pageTitle(post.title, runtime.site.brand.name),
    }))
  },
  async LocationPage(_route, runtime) {
    const brand = runtime.site.brand.name
    return (await siteContent().states()).flatMap((state) => [
      { params: { state: state.slug }, title: pageTitle(state.name, brand) },
      ...state.cities.map((city) => ({
        params: { state: state.slug, city: city.slug },
        title: pageTitle(`${city.name}, ${state.abbreviation}`, brand),
      })),
    ])
  },
  async ShopProductDetail(_route, runtime) {
    const catalogue = await sharedCatalogueClient().catalogue(loadShopSettings().defaultCatalogId)
    return (catalogue?.addOnItems ?? []).map((item) => ({
      params: { id: item.slug },
      title: pageTitle(item.catalogueItemsDetail.itemName ?? item.typeName, runtime.site.brand.name),
    }))
  },
  async ShopProductList(route, runtime) {
    const { brand } = runtime.site
    const titles = Object.fromEntries(
      Object.entries(loadShopSettings().categories).map(([key, title]) => [key.replace('{brand}', brand.slug), title]),
    )
    return (route.params.slug?.enum ?? []).map((slug) => ({
      params: { slug },
      title: pageTitle(titles[slug] ?? slug, brand.name),
    }))
  },
}

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
 * answers 200 for. /sitemap.xml and the /sitemap page both use this list.
 */
export async function sitemapPagesWithContent(runtime: SitemapRuntime): Promise<SitemapPage[]> {
  const fixed = sitemapPages(runtime)
  const seen = new Set(fixed.map((page) => page.path))
  const content: SitemapPage[] = []
  for (const route of runtime.routes) {
    if (!route.hasParams || !isIndexable(route)) continue
    const lister = route.blocks.map((block) => block.type && LISTERS[block.type]).find(Boolean)
    if (!lister) continue
    for (const page of await lister(route, runtime)) {
      const path = fillPath(route.path, page.params)
      if (!path || seen.has(path)) continue
      seen.add(path)
      content.push({ path, title: page.title })
    }
  }
  return [...fixed, ...content.sort((a, b) => a.path.localeCompare(b.path))]
}
