import { describe, expect, inject, it } from 'vitest'

const baseUrl = inject('baseUrl')
const SITE_URL = 'https://www.harborhomesecurity.com'

/** The paths /sitemap.xml lists. */
async function sitemapPaths(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/sitemap.xml`)
  expect(response.status).toBe(200)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(SITE_URL, '') || '/')
}

/** Issue 17 item 11: every indexable page, content included, and no noindex page. */
describe('sitemap.xml lists every indexable page', () => {
  it('has a help article, a blog post, a location, a product and a category, each answering 200', async () => {
    const paths = await sitemapPaths()
    const kinds = [
      /^\/help-center\/articles\/[^/]+$/,
      /^\/smartcenter\/[^/]+$/,
      /^\/locations\/[^/]+\/[^/]+$/,
      /^\/shop\/products\/[^/]+$/,
      /^\/shop\/product-categories\/[^/]+$/,
    ]
    for (const kind of kinds) {
      const path = paths.find((candidate) => kind.test(candidate))
      expect(path, String(kind)).toBeDefined()
      const response = await fetch(baseUrl + path!)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).not.toMatch(/<meta name="robots" content="[^"]*noindex/)
    }
  })

  it('every listed page answers 200 without a noindex tag, and the query-only pages are left out', async () => {
    const paths = await sitemapPaths()
    for (const path of ['/help-center/search', '/help-center/assistant', '/help-center/articlebyid'])
      expect(paths).not.toContain(path)
    const wrong: string[] = []
    for (const path of paths) {
      const response = await fetch(baseUrl + path, { redirect: 'manual' })
      const html = await response.text()
      if (response.status !== 200 || /<meta name="robots" content="[^"]*noindex/.test(html))
        wrong.push(`${path}: ${response.status}`)
    }
    expect(wrong).toEqual([])
  }, 600_000)

  it('the /sitemap page links every page the XML lists', async () => {
    const paths = await sitemapPaths()
    const html = await (await fetch(`${baseUrl}/sitemap`)).text()
    expect(paths.filter((path) => !html.includes(`href="${path}"`))).toEqual([])
  })
})
