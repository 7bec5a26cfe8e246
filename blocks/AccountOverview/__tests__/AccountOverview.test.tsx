import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { checkSite } from '../../../runtime/config/loadSite.server.ts'
import type { SiteRuntime } from '../../../runtime/SiteRuntime.ts'

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

describe('AccountOverview support hours (issue 25: from hours.json, not typed into routes.json)', () => {
  const supportLink = (runtime: SiteRuntime) => {
    const block = runtime.resolve('/account').blocks.find((b) => b.type === 'AccountOverview')!
    const { links } = block.props
    return links.find((link) => link.href === '/customer-support')!.description
  }

  it('says the support hours the header and footer say', () => {
    const { runtime } = checkSite(repoRoot)
    expect(supportLink(runtime!)).toBe('text or chat with us 24/7, or call us Mon-Sat 8am-8pm CT')
  })

  it('follows hours.json when the support hours change', () => {
    const { runtime, issues } = checkSite(repoRoot, {
      readConfigFile(file) {
        const text = readFileSync(join(repoRoot, file), 'utf8')
        return file === 'site-config/hours.json'
          ? text.replace('"support": "Mon-Sat 8am-8pm CT"', '"support": "Mon-Sat 9am-5pm CT"')
          : text
      },
    })
    expect(issues).toEqual([])
    expect(supportLink(runtime!)).toBe('text or chat with us 24/7, or call us Mon-Sat 9am-5pm CT')
  })
})

describe('AccountOverview without scripts', () => {
  it('says why the details are missing, from its props (schema default), instead of loading forever', async () => {
    const { runtime } = checkSite(repoRoot)
    const block = runtime!.resolve('/account').blocks.find((b) => b.type === 'AccountOverview')!
    const html = await renderPageHtml(pageWithBlocks([{ id: 'account', type: 'AccountOverview', props: block.props }]))
    expect(html).toContain(`<noscript><p>${block.props.withoutScriptsText}</p></noscript>`)
    expect(block.props.withoutScriptsText).toMatch(/JavaScript/)
  })
})
