import type { SitemapListers } from '../../../runtime/routing/sitemapPagesWithContent.ts'
import { pageTitle } from '../pageTitle.ts'

/**
 * The pages of the blocks whose routes take a parameter, from the same sources their loaders read: the
 * content (help articles, blog posts, locations) and the shop's default catalogue (products, categories).
 * Handed to sitemapPagesWithContent by /sitemap.xml (server/sitemap.server.ts) and the SitemapList block.
 */
export const sitemapListers: SitemapListers = {
  async HelpArticle(route, { content, settings }) {
    const helpArticle = route.blocks.find((block) => block.type === 'HelpArticle')
    // Only an article named by the path has a URL of its own (the other reads ?id=, a noindex page).
    const props: object = helpArticle?.props ?? {}
    if (!('idFrom' in props) || props.idFrom !== 'path') return []
    return (await content.articles()).map((article) => ({
      params: { id: article.slug },
      title: pageTitle(article.title, settings.site.brand.name),
    }))
  },
  async BlogPost(_route, { content, settings }) {
    return (await content.blogPosts()).map((post) => ({
      params: { id: post.slug },
      title: pageTitle(post.title, settings.site.brand.name),
    }))
  },
  async LocationPage(_route, { content, settings }) {
    const brand = settings.site.brand.name
    return (await content.states()).flatMap((state) => [
      { params: { state: state.slug }, title: pageTitle(state.name, brand) },
      ...state.cities.map((city) => ({
        params: { state: state.slug, city: city.slug },
        title: pageTitle(`${city.name}, ${state.abbreviation}`, brand),
      })),
    ])
  },
  async ShopProductDetail(_route, { catalogue, settings }) {
    const shopCatalogue = await catalogue.catalogue(settings.shop.defaultCatalogId)
    return (shopCatalogue?.addOnItems ?? []).map((item) => ({
      params: { id: item.slug },
      title: pageTitle(item.catalogueItemsDetail.itemName ?? item.typeName, settings.site.brand.name),
    }))
  },
  async ShopProductList(route, { settings }) {
    const { brand } = settings.site
    const titles = Object.fromEntries(
      Object.entries(settings.shop.categories).map(([key, title]) => [key.replace('{brand}', brand.slug), title]),
    )
    return (route.params.slug?.enum ?? []).map((slug) => ({
      params: { slug },
      title: pageTitle(titles[slug] ?? slug, brand.name),
    }))
  },
}
