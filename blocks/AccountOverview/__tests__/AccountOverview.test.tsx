import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderLoadedPageHtml, renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { realSite } from '../../../tests/support/realSite.ts'
import { runBlockLoaders } from '../../../runtime/render/runBlockLoaders.server.ts'
import { blockLoaders } from '../../loaders.server.ts'
import { formatMoney } from '../../../services/catalogue/index.ts'
import type { AccountOverviewData } from '../data.ts'
import { jordanInfo, signedInAs } from './signedInCustomer.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { checkSite } from '../../../runtime/config/loadSite.server.ts'
import type { SiteRuntime } from '../../../runtime/SiteRuntime.ts'

const accountRoute = (
  JSON.parse(readFileSync(join(repoRoot, 'routes.json'), 'utf8')) as {
    routes: Array<{ name: string; blocks: Array<{ props: Record<string, unknown> }> }>
  }
).routes.find((route) => route.name === 'account')!

describe('AccountOverview block', () => {
  it('without a session (a preview) renders the heading and the account links, and waits for the session in the browser', async () => {
    const html = await renderPageHtml(
      pageWithBlocks([{ id: 'account', type: 'AccountOverview', props: accountRoute.blocks[0]!.props }]),
    )
    expect(html).toMatch(/<section id="account" aria-labelledby="account-heading" aria-busy="true"/)
    expect(html).toMatch(/<h1 id="account-heading"[^>]*>Your Account<\/h1>/)
    expect(html).toContain('Loading your account…')
    expect(html).toMatch(/<a href="\/api\/auth\/move-request">Move request<\/a>/)
    expect(html).toMatch(/<a href="\/help-center">Help Center<\/a>/)
    expect(html).toMatch(/<a href="\/customer-support">Customer Support<\/a>/)
    // Nobody known to be signed in yet: no Sign Out in the page's list.
    expect(html).not.toMatch(/<ul aria-labelledby="account-actions"[\s\S]*?api\/auth\/logout[\s\S]*?<\/ul>/)
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

describe("AccountOverview in the server HTML of the signed-in customer's request (issue 25)", () => {
  it('shows their details, each site with its plan and price from the catalogue, and the next bill, not loading', async () => {
    const site = realSite()
    const model = await runBlockLoaders(site.resolve('/account'), signedInAs(await jordanInfo()), blockLoaders)
    const html = await renderLoadedPageHtml(model)
    expect(html).toMatch(/<section id="account" aria-labelledby="account-heading" aria-busy="false"/)
    expect(html).not.toContain('Loading your account…')
    expect(html).not.toContain('show when JavaScript is on')
    expect(html).toContain('Welcome back,<!-- --> <!-- -->Jordan Lee')
    for (const text of ['jordan.lee@example.com', '(512) 555-0187', '100871', '88 Lakeview Drive, Austin, TX 78701'])
      expect(html).toContain(text)
    const table = (model.blocks[0]!.data as AccountOverviewData).plans!
    const complete = table.monitoring['STD-COMPLETE-PACKAGE-MONITORING']!
    expect(html).toContain(`${complete.name} · ${formatMoney(complete.monthly)}/mo.`)
    expect(html).toContain(`${formatMoney(complete.monthly)} on December 18, 2026`)
    expect(html).toContain('Mastercard ending in 5454')
    expect(html.match(/data-account-site=""/g)).toHaveLength(2)
  })

  it("offers Sign Out in the page's own list, a plain form (the header's menu needs a script to open)", async () => {
    const model = await runBlockLoaders(realSite().resolve('/account'), signedInAs(await jordanInfo()), blockLoaders)
    const actions = (await renderLoadedPageHtml(model)).match(/<ul aria-labelledby="account-actions"[\s\S]*?<\/ul>/)![0]
    const form = actions.match(/<form[^>]*>[\s\S]*?<\/form>/)![0]
    expect(form).toMatch(/^<form [^>]*action="\/api\/auth\/logout" method="post">/)
    expect(form).toContain('<input type="hidden" name="returnTo" value="/account"/>')
    expect(form).toMatch(/<button type="submit"[^>]*>Sign Out<\/button><\/form>$/)
  })

  it('says the account is unavailable when the account API gave nothing, instead of loading forever', async () => {
    const model = await runBlockLoaders(realSite().resolve('/account'), signedInAs({}), blockLoaders)
    const html = await renderLoadedPageHtml(model)
    expect(html).toContain('We could not load your account details right now.')
    expect(html).not.toContain('Loading your account…')
  })
})
