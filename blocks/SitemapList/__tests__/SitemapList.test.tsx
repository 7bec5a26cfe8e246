import { describe, expect, it } from 'vitest'
import { renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { realSite } from '../../../tests/support/realSite.ts'
import { sitemapPages } from '../../../runtime/routing/sitemapPages.ts'

describe('the sitemap page and sitemap.xml pages', () => {
  it('lists indexable fixed paths only, partner pages expanded, noindex and parameterised routes left out', () => {
    const paths = sitemapPages(realSite()).map((page) => page.path)
    expect(paths[0]).toBe('/')
    expect(paths).toEqual(
      expect.arrayContaining(['/cameras', '/monitoring', '/faqs', '/sitemap', '/shop', '/partners']),
    )
    for (const excluded of [
      '/secure',
      '/scheduling',
      '/keystoneoffer',
      '/BasePage',
      '/smartcenter/:id',
      '/management-team/:id?',
    ])
      expect(paths).not.toContain(excluded)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('renders the list on /sitemap with titles without the brand suffix', async () => {
    const html = await renderPageHtml(realSite().resolve('/sitemap'), realSite())
    expect(html).toContain('<a href="/cameras">')
    expect(html).not.toContain('<a href="/secure">')
    expect(html).toMatch(/<a href="\/sitemap">Sitemap<\/a>/)
  })
})
