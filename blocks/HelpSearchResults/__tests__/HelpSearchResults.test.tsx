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
})
