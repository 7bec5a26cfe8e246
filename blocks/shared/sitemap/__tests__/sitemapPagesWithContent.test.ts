import { describe, expect, it } from 'vitest'
import { realSite } from '../../../../tests/support/realSite.ts'
import { servicesFor } from '../../../../tests/support/siteServices.ts'
import { fillPath, sitemapPagesWithContent } from '../../../../runtime/routing/sitemapPagesWithContent.ts'
import { sitemapListers } from '../sitemapListers.server.ts'

/** Issue 17 item 11: the sitemap lists the content pages too, from the sources their pages read. */
describe('sitemapPagesWithContent on the real site', async () => {
  const services = servicesFor(realSite())
  const pages = await sitemapPagesWithContent(services, sitemapListers)
  const paths = pages.map((page) => page.path)

  it('lists every help article, blog post, state and city from the content', async () => {
    const { content } = services
    const articles = await content.articles()
    const posts = await content.blogPosts()
    const states = await content.states()
    expect(articles.length).toBeGreaterThan(0)
    expect(posts.length).toBeGreaterThan(0)
    expect(paths).toEqual(expect.arrayContaining(articles.map((article) => `/help-center/articles/${article.slug}`)))
    expect(paths).toEqual(expect.arrayContaining(posts.map((post) => `/smartcenter/${post.slug}`)))
    const places = states.flatMap((state) => [
      `/locations/${state.slug}`,
      ...state.cities.map((city) => `/locations/${state.slug}/${city.slug}`),
    ])
    expect(places.length).toBeGreaterThan(1)
    expect(paths).toEqual(expect.arrayContaining(places))
  })

  it("lists every product of the shop's catalogue and every category", async () => {
    const catalogue = await services.catalogue.catalogue(services.settings.shop.defaultCatalogId)
    expect(paths).toEqual(expect.arrayContaining(catalogue!.addOnItems.map((item) => `/shop/products/${item.slug}`)))
    expect(paths).toContain('/shop/product-categories/security-cameras')
    expect(paths).toContain(`/shop/product-categories/${realSite().site.brand.slug}-home-touch`)
  })

  it('gives each content page its own title, and keeps the fixed pages', () => {
    const article = pages.find((page) => page.path.startsWith('/help-center/articles/'))!
    expect(article.title).not.toBe(
      realSite().routes.find((route) => route.path === '/help-center/articles/:id')!.meta.title,
    )
    expect(paths).toEqual(expect.arrayContaining(['/', '/shop', '/help-center', '/cameras']))
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('leaves out noindex pages and parameter patterns', () => {
    expect(paths.filter((path) => /[:{]/.test(path))).toEqual([])
    for (const path of ['/help-center/search', '/help-center/assistant', '/help-center/articlebyid', '/keystoneoffer'])
      expect(paths).not.toContain(path)
    expect(paths.some((path) => path.startsWith('/checkout/'))).toBe(false)
  })
})

describe('fillPath', () => {
  it('fills required and optional parameters, and refuses a missing required one', () => {
    expect(fillPath('/locations/:state/:city?', { state: 'texas' })).toBe('/locations/texas')
    expect(fillPath('/locations/:state/:city?', { state: 'texas', city: 'dallas' })).toBe('/locations/texas/dallas')
    expect(fillPath('/smartcenter/:id', {})).toBeNull()
  })
})
