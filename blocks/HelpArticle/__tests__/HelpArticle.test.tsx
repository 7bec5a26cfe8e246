import { describe, expect, it } from 'vitest'
import { PageNotFound } from '../../../runtime/render/BlockLoader.ts'
import { jsonLd, renderUrl } from '../../../tests/support/renderUrl.tsx'

describe('HelpArticle', () => {
  it('renders the article by slug: title as h1 and page title, breadcrumbs, body, related articles and TechArticle data', async () => {
    const { html, model } = await renderUrl('/help-center/articles/camera-shows-offline')
    expect(html).toMatch(/<h1 id="help-article-title"[^>]*>Camera shows offline<\/h1>/)
    expect(model.meta.title).toBe('Camera shows offline | Harbor Home Security')
    expect(html).toContain('<h2 id="check-wi-fi">Check Wi-Fi</h2>')
    expect(html).toContain('href="/help-center/articles/camera-video-is-blurry"')
    const types = jsonLd(html).map((d) => d['@type'])
    expect(types).toEqual(expect.arrayContaining(['TechArticle', 'BreadcrumbList']))
    const article = jsonLd(html).find((d) => d['@type'] === 'TechArticle')!
    expect(article.headline).toBe('Camera shows offline')
  })

  it('finds the same article by its legacy id on /help-center/articlebyid, canonical to the slug URL', async () => {
    const { html, model } = await renderUrl('/help-center/articlebyid?id=1401')
    expect(html).toContain('>Camera shows offline</h1>')
    expect(model.meta.canonicalUrl).toBe('https://www.harborhomesecurity.com/help-center/articles/camera-shows-offline')
  })

  it('answers 404 for an unknown article id, on both routes', async () => {
    await expect(renderUrl('/help-center/articles/no-such-article')).rejects.toBeInstanceOf(PageNotFound)
    await expect(renderUrl('/help-center/articlebyid?id=999999')).rejects.toBeInstanceOf(PageNotFound)
  })

  it('asks the reader to choose an article on /help-center/articlebyid without an id', async () => {
    expect((await renderUrl('/help-center/articlebyid')).html).toContain(
      '<a href="/help-center">Choose an article from the Help Center.</a>',
    )
  })
})
