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

describe('HelpArticle: "Was this article helpful?" and the one Support band (seventh walkthrough E15)', () => {
  it('asks with Yes and No as a plain form post named by its question', async () => {
    const { html } = await renderUrl('/help-center/articles/why-is-my-panel-beeping')
    const form = html.match(/<form[^>]*action="\/api\/help-votes"[^>]*>.*?<\/form>/s)?.[0] ?? ''
    expect(form).toMatch(/method="post"/)
    expect(form).toMatch(/aria-labelledby="was-this-helpful-question"/)
    expect(form).toContain('<input type="hidden" name="article" value="why-is-my-panel-beeping"/>')
    const buttons = [...form.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(([, attributes, words]) => ({
      submit: attributes!.includes('type="submit"') && attributes!.includes('name="helpful"'),
      value: attributes!.match(/value="(\w+)"/)?.[1],
      words,
    }))
    expect(buttons).toEqual([
      { submit: true, value: 'yes', words: 'Yes' },
      { submit: true, value: 'no', words: 'No' },
    ])
    expect(html).toMatch(/<h2 id="was-this-helpful-question"[^>]*>Was this article helpful\?<\/h2>/)
  })

  it("thanks the reader in the question's place after a vote, and keeps the form when it could not be kept", async () => {
    const yes = (await renderUrl('/help-center/articles/why-is-my-panel-beeping?helpful=yes')).html
    expect(yes).toMatch(/<p role="status" data-helpful-thanks="yes"[^>]*>Thanks for letting us know\. We are glad/)
    expect(yes).not.toContain('action="/api/help-votes"')
    const no = (await renderUrl('/help-center/articles/why-is-my-panel-beeping?helpful=no')).html
    expect(no).toMatch(/data-helpful-thanks="no"[^>]*>Thanks for letting us know\. We use every answer/)
    const later = (await renderUrl('/help-center/articles/why-is-my-panel-beeping?helpful=later')).html
    expect(later).toContain('We could not save your answer just now')
    expect(later).toContain('action="/api/help-votes"')
  })

  it('ends with "Still need help?" and not the footer\'s copy of it: one Live Chat button, no Help Center button', async () => {
    const { html } = await renderUrl('/help-center/articles/why-is-my-panel-beeping')
    // Below the header (whose Support menu opens on a press): the page and the footer.
    const page = html.slice(html.indexOf('</header>'))
    expect(page).toContain('Still need help?')
    expect(page.match(/>Live Chat</g)).toHaveLength(1)
    expect(page).not.toMatch(/<a [^>]*data-secondary=""[^>]*>Help Center<\/a>/)
    expect(page).not.toMatch(/<h2 id="site-footer-contact"/)
  })
})
