import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { routeBlock } from '../../../tests/support/routeBlock.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { loadSite } from '../../../runtime/config/loadSite.server.ts'

describe('AssessmentReview block', () => {
  it('renders a loading status on the server, since the answers live in the browser', async () => {
    const html = await renderPageHtml(
      pageWithBlocks([routeBlock('assessment-review', 'AssessmentReview')]),
      loadSite(repoRoot),
    )
    expect(html).toMatch(/<p role="status">Loading your answers…<\/p>/)
  })
})
