import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MarkdownSummary } from '../client/MarkdownSummary.tsx'

const render = (markdown: string) =>
  renderToStaticMarkup(createElement(MarkdownSummary, { markdown, blockNames: new Map() }))

describe('the rendered config:diff summary', () => {
  it("keeps an item's own list under it, not as text starting with a dash", () => {
    const html = render(
      [
        '- **Added:** Lakeside Realty (`lakeside-realty`, affiliate)',
        '  - `lakeside-realty`: slug `lakeside-realty`',
        '  - pages: `/shop/lakeside-realty`',
        '- **Changed:** Keystone',
      ].join('\n'),
    )
    expect(html).not.toContain('- ')
    expect(html).toMatch(
      /<li><strong>Added:<\/strong> Lakeside Realty .*<ul[^>]*><li>.*slug.*<\/li><li>pages: .*<\/li><\/ul><\/li><li>/,
    )
  })
})
