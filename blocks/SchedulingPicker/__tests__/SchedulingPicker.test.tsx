import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { routeBlock } from '../../../tests/support/routeBlock.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { loadSite } from '../../../runtime/config/loadSite.server.ts'

describe('SchedulingPicker block', () => {
  it('renders no pickers on the server (the time is the browser’s), only a polite loading status', async () => {
    const html = await renderPageHtml(
      pageWithBlocks([routeBlock('scheduling', 'SchedulingPicker')]),
      loadSite(repoRoot),
    )
    expect(html).toMatch(/<p role="status" aria-live="polite">Loading available dates and times…<\/p>/)
    expect(html).not.toContain('<select')
    expect(html).toContain('>Choose your installation date and time</h2>')
  })
})
