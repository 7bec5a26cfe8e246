import { describe, expect, it } from 'vitest'
import { realSite } from '../../../tests/support/realSite.ts'
import { sitemapPages } from '../sitemapPages.ts'

/** Issue 17 item 11: pages that only answer a query are not for search engines. */
describe('the sitemap of the real site', () => {
  const paths = sitemapPages(realSite()).map((page) => page.path)

  it.each(['/help-center/search', '/help-center/assistant', '/help-center/articlebyid'])(
    'leaves out %s and marks it noindex',
    (path) => {
      expect(paths).not.toContain(path)
      expect(realSite().resolve(`${path}?q=camera`).meta.robots).toMatch(/(^|,)\s*noindex/)
    },
  )

  it('still lists the indexable pages', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/shop', '/help-center', '/cameras']))
  })
})
