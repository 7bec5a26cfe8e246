import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

const accountRoute = (
  JSON.parse(readFileSync(join(repoRoot, 'routes.json'), 'utf8')) as {
    routes: Array<{ name: string; blocks: Array<{ props: Record<string, unknown> }> }>
  }
).routes.find((route) => route.name === 'account')!

describe('AccountOverview block', () => {
  it('renders the heading and the account links on the server, and waits for the session in the browser (no customer data in HTML)', async () => {
    const html = await renderPageHtml(
      pageWithBlocks([{ id: 'account', type: 'AccountOverview', props: accountRoute.blocks[0]!.props }]),
    )
    expect(html).toMatch(/<section id="account" aria-labelledby="account-heading" aria-busy="true"/)
    expect(html).toMatch(/<h1 id="account-heading"[^>]*>Your Account<\/h1>/)
    expect(html).toContain('Loading your account…')
    expect(html).toMatch(/<a href="\/api\/auth\/move-request">Move request<\/a>/)
    expect(html).toMatch(/<a href="\/help-center">Help Center<\/a>/)
    expect(html).toMatch(/<a href="\/customer-support">Customer Support<\/a>/)
  })
})
