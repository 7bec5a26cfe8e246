import { describe, expect, it } from 'vitest'
import { renderUrl } from '../../../tests/support/renderUrl.tsx'

describe('HelpSearchResults', () => {
  it('lists camera articles for "camera" with the word marked, and pages longer result lists', async () => {
    const { html, model } = await renderUrl('/help-center/search?q=camera')
    expect(html).toMatch(/\d+ results for “camera”/)
    expect(html).toMatch(/<mark[^>]*>Camera<\/mark>/)
    expect(html).toContain('href="/help-center/articles/camera-shows-offline"')
    expect(model.meta.robots).toBe('noindex,follow')
    // More than one page of results: ten a page, page links with the current one marked.
    const many = await renderUrl('/help-center/search?q=app')
    expect((many.html.match(/data-search-hit/g) ?? []).length).toBe(10)
    expect(many.html).toMatch(/<nav aria-label="results for “app”: pages"/)
    expect(many.html).toMatch(/aria-current="page" href="\/help-center\/search\?q=app&amp;page=1"/)
    const second = await renderUrl('/help-center/search?q=app&page=2')
    expect(second.html).toMatch(/aria-current="page" href="\/help-center\/search\?q=app&amp;page=2"/)
    expect(second.html).not.toContain(many.html.match(/data-search-hit[^>]*><h3[^>]*><a href="([^"]+)"/)![1])
  })

  it('prompts for words without a query, and says so when nothing matches', async () => {
    expect((await renderUrl('/help-center/search')).html).toContain('Type a few words about your question')
    expect((await renderUrl('/help-center/search?q=xylophone')).html).toContain('No articles match your search')
  })

  // Seventh walkthrough E7.
  it('finds "beeping" by its stem, the beeping article first, with the words marked in their own forms', async () => {
    const { html } = await renderUrl('/help-center/search?q=beeping')
    // The results' own links (each in its data-search-hit item), not every h3 link a page could hold.
    const hits = [...html.matchAll(/data-search-hit.*?<a href="\/help-center\/articles\/([^"]+)"/gs)].map((m) => m[1])
    expect(hits[0]).toBe('why-is-my-panel-beeping')
    expect(new Set(hits.slice(1, 3))).toEqual(new Set(['replace-panel-battery', 'smoke-detector-chirping']))
    expect(html).toMatch(/<mark[^>]*>beeping<\/mark>/)
    expect(html).not.toContain('data-no-result-articles')
  })

  it('lists the five configured articles and ends with the ways to reach Support when nothing matches', async () => {
    const { html, model } = await renderUrl('/help-center/search?q=xylophone')
    const block = model.blocks.find((b) => b.type === 'HelpSearchResults')!
    const chosen = (block.props as { noResults: { articles: string[] } }).noResults.articles
    expect(chosen).toHaveLength(5)
    const list = html.match(/<nav aria-labelledby="help-search-suggestions" data-no-result-articles="">.*?<\/nav>/s)![0]
    expect([...list.matchAll(/href="\/help-center\/articles\/([^"]+)"/g)].map((m) => m[1])).toEqual(chosen)
    expect(list).toContain('>Why is my panel beeping?</a>')
    const page = html.slice(html.indexOf('</header>'))
    expect(page).toContain('Still need help?')
    expect(page).toMatch(/data-support-ways=""/)
    expect(page.match(/>Live Chat</g)).toHaveLength(1)
  })
})
