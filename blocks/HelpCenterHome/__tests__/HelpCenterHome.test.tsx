import { describe, expect, it } from 'vitest'
import { renderUrl } from '../../../tests/support/renderUrl.tsx'

describe('HelpCenterHome', () => {
  it('lists the top articles under the search box, "Why is my panel beeping?" first, before the topics', async () => {
    const { html, model } = await renderUrl('/help-center')
    const block = model.blocks.find((b) => b.type === 'HelpCenterHome')!
    const chosen = (block.props as { topArticles: { articles: string[] } }).topArticles.articles
    const list = html.match(/<nav aria-labelledby="help-home-top-articles" data-top-articles="">.*?<\/nav>/s)![0]
    // Every configured slug is an article: none is dropped.
    expect([...list.matchAll(/href="\/help-center\/articles\/([^"]+)"/g)].map((m) => m[1])).toEqual(chosen)
    expect(list).toMatch(
      /<li><a href="\/help-center\/articles\/why-is-my-panel-beeping">Why is my panel beeping\?<\/a>/,
    )
    expect(html.indexOf('data-top-articles')).toBeGreaterThan(html.indexOf('role="search"'))
    expect(html.indexOf('data-top-articles')).toBeLessThan(html.indexOf('id="help-home-categories"'))
    // Not listed again among the quick links further down.
    const quickLinks = html.slice(html.indexOf('id="help-home-quick-links"'))
    for (const slug of chosen) expect(quickLinks).not.toContain(`href="/help-center/articles/${slug}"`)
    expect(quickLinks).toContain('href="/help-center/articles/request-a-move"')
  })

  it('ends with the Support band, without the footer contact block or a Help Center button', async () => {
    const page = (await renderUrl('/help-center')).html
    const below = page.slice(page.indexOf('</header>'))
    expect(below).toMatch(/data-support-ways=""/)
    expect(below).not.toMatch(/<h2 id="site-footer-contact"/)
    expect(below).not.toMatch(/<a [^>]*data-secondary=""[^>]*>Help Center<\/a>/)
  })
})
