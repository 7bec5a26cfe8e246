import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { routeBlock } from '../../../tests/support/routeBlock.ts'

describe('AssessmentStart block', () => {
  it('links to the first question (works before hydration too)', async () => {
    const html = await renderPageHtml(pageWithBlocks([routeBlock('assessment-start', 'AssessmentStart')]))
    expect(html).toMatch(/<a href="\/assessment\/questions\?q=1"[^>]*>Start My Assessment<\/a>/)
    expect(html).toContain('<li>Change any answer before you see your recommendation</li>')
  })
})
