import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import {
  blockScriptFiles,
  browserPerFile,
  collectPageErrors,
  expectNoAxeViolations,
  hydrated,
} from './support/browser.ts'
import { layoutShiftSoFar, watchLayoutShift } from './support/layoutShift.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { startProductionServer } from '../../scripts/lib/productionServer.ts'
import { DEMO_CUSTOMERS } from '../../server/embedded/demoCustomers.server.ts'
import { readPagesIndex } from '../../server/prerenderedIndex.server.ts'
import { type SessionView, planTableOf } from '../../services/auth/index.ts'
import { formatMoney } from '../../services/catalogue/index.ts'
import type { Catalogue } from '../../services/catalogue/types.ts'

/**
 * Issue 25: /account with scripts off. The server renders the signed-in customer's details, sites, plans and bills
 * into the page (its HTML is theirs only: `private, no-store`, no ETag), a visitor who is not signed in is sent to
 * sign in, and with scripts on the page hydrates without changing or moving. The move request works without
 * scripts too (its pages have none).
 */
const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const table = planTableOf(
  JSON.parse(readFileSync(join(repoRoot, 'site-config/catalog/catalogs/ecat-standard.json'), 'utf8')) as Catalogue,
)
const alex = DEMO_CUSTOMERS.find((customer) => customer.username === 'alex.morgan@example.com')!
const jordan = DEMO_CUSTOMERS.find((customer) => customer.username === 'jordan.lee@example.com')!

/** Signs in through the embedded provider's page and lands on the account, in a context with scripts as given. */
async function signedInContext(
  width: number,
  customer: (typeof DEMO_CUSTOMERS)[number],
  javaScriptEnabled: boolean,
  origin: string = baseUrl,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ viewport: { width, height: 900 }, javaScriptEnabled })
  const page = await context.newPage()
  await page.goto(`${origin}/api/auth/login?returnTo=%2Faccount`)
  await page.getByLabel('E-mail').fill(customer.username)
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL(`${origin}/account`)
  return { context, page }
}

/** The session's own answer (GET /api/session with the context's cookies), what the page may show and no more. */
async function sessionOf(context: BrowserContext): Promise<SessionView> {
  const response = await context.request.get(`${baseUrl}/api/session`)
  return (await response.json()) as SessionView
}

/**
 * Nothing wider than the screen and axe clean, for the page as it is before any script file runs: a page with
 * scripts off runs none of axe's either, so this looks at the same HTML in a page whose script files are refused.
 */
async function expectFitsAndAccessibleBeforeScripts(from: BrowserContext, width: number, url: string): Promise<void> {
  const context = await browser().newContext({ viewport: { width, height: 900 } })
  try {
    await context.addCookies(await from.cookies())
    const page = await context.newPage()
    await blockScriptFiles(page)
    await page.goto(url, { waitUntil: 'load' })
    expect(await page.locator('[data-account-site]').count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await expectNoAxeViolations(page)
  } finally {
    await context.close()
  }
}

describe('/account with scripts off, signed in through the embedded provider', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: details, each site's plan at the catalogue's price and next bill, in the server HTML`, async () => {
      const { context, page } = await signedInContext(width, jordan, false)
      try {
        const response = await page.reload()
        const headers = response!.headers()
        expect(headers['cache-control']).toBe('private, no-store')
        expect(headers['vary']).toMatch(/\bCookie\b/)
        expect(headers['etag']).toBeUndefined()
        expect(headers['last-modified']).toBeUndefined()
        const account = page.locator('#account')
        expect(await account.getAttribute('aria-busy')).toBe('false')
        const text = (await account.innerText()).replace(/\s+/g, ' ')
        expect(text).not.toContain('Loading your account')
        expect(text).not.toContain('JavaScript')
        expect(text).toContain('Welcome back, Jordan Lee')
        for (const value of [jordan.account.emailAddress, jordan.account.phone1, jordan.account.customerNumber])
          expect(text).toContain(value)
        const cards = page.locator('[data-account-site]')
        expect(await cards.count()).toBe(jordan.account.sites.length)
        for (const [index, site] of jordan.account.sites.entries()) {
          const card = (await cards.nth(index).innerText()).replace(/\s+/g, ' ')
          const monitoring = table.monitoring[site.services.monitoringItemId!]!
          const addOns = (site.services.monthlyItemIds ?? []).map((id) => table.monthlyItems[id]!)
          expect(card).toContain(site.address1)
          expect(card).toContain(`${monitoring.name} · ${formatMoney(monitoring.monthly)}/mo.`)
          expect(card).toContain(table.packages[site.services.packageItemId!]!)
          // The next bill is the monitoring and the monthly add-ons at the catalogue's prices.
          const cents = [monitoring, ...addOns].reduce((sum, charge) => sum + Math.round(charge.monthly * 100), 0)
          expect(card).toMatch(
            new RegExp(`Next bill ${formatMoney(cents / 100).replace('$', '\\$')} on [A-Z][a-z]+ \\d{1,2}, \\d{4}`),
          )
          expect(card).toContain(`${site.billing.paymentMethod.brand} ending in ${site.billing.paymentMethod.last4}`)
        }
        await expectFitsAndAccessibleBeforeScripts(context, width, `${baseUrl}/account`)
      } finally {
        await context.close()
      }
    }, 90_000)
  }

  it('puts nothing in the HTML the session does not answer its owner, and no token or session id', async () => {
    const { context, page } = await signedInContext(1280, alex, false)
    try {
      const html = await (await page.request.get(`${baseUrl}/account`)).text()
      const session = await sessionOf(context)
      expect(session.is_logged_in).toBe(true)
      // The page's serialised context holds the account as the page shows it, and no more.
      const islandsData = html.match(/<script type="application\/json" id="islands-data">(.*?)<\/script>/s)![1]!
      expect(islandsData).toContain('"account":{"name":"Alex Morgan"')
      for (const hidden of ['sessionId', 'idp', 'ipAddress', 'monitoringItemId', 'accessToken', 'idToken', 'subject'])
        expect(html).not.toContain(`"${hidden}"`)
      for (const value of [session.user_data!.sessionId!, session.user_data!.ipAddress!].filter(Boolean))
        expect(html).not.toContain(value)
      for (const cookie of await context.cookies()) expect(html).not.toContain(cookie.value)
      // No JWT (a token's base64url header) anywhere in the page.
      expect(html).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./)
      // What it does show is the session's: the customer's details as GET /api/session gives them.
      const user = session.user_data!
      for (const value of [user.name!, user.email!, user.extension_phone_number!, user.extension_customer_number!])
        expect(html).toContain(value)
    } finally {
      await context.close()
    }
  }, 90_000)

  it('signs out without scripts from the account page (the header menu needs a script to open)', async () => {
    const { context, page } = await signedInContext(375, alex, false)
    try {
      const signOut = page.locator('#account').getByRole('button', { name: 'Sign Out' })
      expect(await signOut.locator('xpath=ancestor::form').getAttribute('action')).toBe('/api/auth/logout')
      await signOut.click()
      // The site's login is gone; the provider asks whether to end its own too, in a plain form as well.
      await page.getByRole('heading', { name: 'Sign out of Harbor Home Security?' }).waitFor()
      expect((await sessionOf(context)).is_logged_in).toBe(false)
      await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
      await page.waitForURL(`${baseUrl}/`)
      expect(await page.locator('[data-site-footer] a', { hasText: /^Sign In$/ }).count()).toBeGreaterThan(0)
      const again = await fetch(`${baseUrl}/account`, {
        redirect: 'manual',
        headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
      })
      expect(again.status).toBe(303)
    } finally {
      await context.close()
    }
  }, 90_000)

  it('is never prerendered: the build holds no copy of /account for the page-body cache or the fast path', () => {
    const index = readPagesIndex(repoRoot)!
    expect(Object.keys(index.pages).length).toBeGreaterThan(0)
    expect(Object.keys(index.pages).filter((url) => new URL(url, baseUrl).pathname === '/account')).toEqual([])
  })

  it('sends a visitor who is not signed in to sign in, as the layout does, and keeps nothing of it', async () => {
    const response = await fetch(`${baseUrl}/account`, { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/api/auth/login?returnTo=%2Faccount')
    expect(response.headers.get('cache-control')).toBe('no-store')
    // The same in a browser without scripts: it lands on the provider's sign-in page.
    const page = await browser().newPage({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false })
    await page.goto(`${baseUrl}/account`)
    await page.getByLabel('Password').waitFor()
    await page.close()
  }, 60_000)

  it('files a move request without scripts: the move pages are plain forms with no script at all', async () => {
    // A server of its own: accountJourney files a move for every demo home on the shared one, and a customer whose
    // homes all have a request on its way is shown that, not the form (which made this test depend on file order).
    const own = await startProductionServer(repoRoot, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'move-without-scripts-')),
      OIDC_AUTHORIZE_LIMIT_PER_CLIENT: '10000',
    })
    const { context, page } = await signedInContext(375, alex, false, own.baseUrl)
    try {
      const pageScripts = () => page.locator('script').count()
      await page.getByRole('link', { name: 'Move request' }).click()
      await page.getByRole('button', { name: 'Review my move request' }).waitFor()
      expect(await pageScripts()).toBe(0)
      // The first "Review" with nothing filled in: the server says what is missing.
      await page.getByRole('button', { name: 'Review my move request' }).click()
      await page.getByRole('heading', { name: 'Please check your move request' }).waitFor()
      expect(await pageScripts()).toBe(0)
      await page.locator('input[name="site"]').first().check()
      await page.getByLabel('Street address').fill('410 Congress Avenue')
      await page.getByLabel('City').fill('Austin')
      await page.getByLabel('State').selectOption('TX')
      await page.getByLabel('ZIP code').fill('78701')
      await page.getByLabel('Move date').fill(await isoDateInDays(page, 30))
      await page.getByRole('button', { name: 'Review my move request' }).click()
      await page.getByRole('heading', { name: 'Confirm your move request' }).waitFor()
      expect(await page.locator('dl').textContent()).toContain('410 Congress Avenue, Austin, TX 78701')
      // "Confirm" is the same kind of plain form, posted to the same place (filing it is accountJourney's: each
      // demo home is filed once per run).
      const confirm = page.getByRole('button', { name: 'Confirm and file my move request' })
      const form = confirm.locator('xpath=ancestor::form')
      expect(await form.getAttribute('method')).toMatch(/^post$/i)
      expect(await form.getAttribute('action')).toMatch(/\/moverequest$/)
      expect(await pageScripts()).toBe(0)
    } finally {
      await context.close()
      await own.stop()
    }
  }, 120_000)
})

/** The date `days` after the server's today, as the move form's date field takes it (the server checks the range). */
async function isoDateInDays(page: Page, days: number): Promise<string> {
  const min = await page.getByLabel('Move date').getAttribute('min')
  const start = min ? new Date(`${min}T12:00:00Z`) : new Date()
  return new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10)
}

describe('/account with scripts on', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: hydrates and reads the session without changing the server's markup or moving anything`, async () => {
      const { context, page } = await signedInContext(width, jordan, true)
      try {
        const errors = collectPageErrors(page)
        await watchLayoutShift(page)
        await recordAccountChanges(page)
        const sessionRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session')
        await page.goto(`${baseUrl}/account`, { waitUntil: 'load' })
        await hydrated(page)
        // Its whole answer in, not only its headers: a shift the answer causes comes after its body.
        await (await sessionRead).finished()
        // Two frames after the session's answer (React renders its state change before the next frame).
        expect(await layoutShiftSoFar(page)).toBe(0)
        expect(await page.evaluate(() => (window as unknown as AccountChanges).accountChanges())).toEqual([])
        expect(await page.locator('[data-account-site]').count()).toBe(jordan.account.sites.length)
        expect(errors).toEqual([])
      } finally {
        await context.close()
      }
    }, 90_000)
  }
})

type AccountChanges = { accountChanges: () => string[] }

/**
 * From the end of parsing on (before any page script runs), records every change inside the account section:
 * nodes added or removed (the section itself replaced too), and attributes and texts whose value differs from the
 * one parsed. Emotion moving its server-rendered <style> tags into the head is no change of what shows, nor is an
 * attribute set again to its value (React sets an input's name and type as it hydrates); a hydration that
 * re-rendered or a session read that redrew is.
 */
async function recordAccountChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const nodeChanges: string[] = []
    /** The value each attribute or text had before its first change, to compare with its value at the end. */
    const firstValues = new Map<Node, Map<string, string | null>>()
    const inSection = (node: Node | null) =>
      (node instanceof Element ? node : node?.parentElement)?.closest('#account') != null
    const holdsSection = (node: Node) =>
      node instanceof Element && (node.id === 'account' || node.querySelector('#account, [data-account-site]') !== null)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const nodes = [...record.addedNodes, ...record.removedNodes]
        if (record.type === 'childList') {
          if (!inSection(record.target) && !nodes.some(holdsSection)) continue
          if (nodes.every((node) => node.nodeName === 'STYLE')) continue
          nodeChanges.push(`nodes in <${(record.target as Element).tagName.toLowerCase()}>`)
          continue
        }
        if (!inSection(record.target)) continue
        const key = record.type === 'attributes' ? `@${record.attributeName}` : '#text'
        const values = firstValues.get(record.target) ?? new Map<string, string | null>()
        firstValues.set(record.target, values)
        if (!values.has(key)) values.set(key, record.oldValue)
      }
    })
    ;(window as unknown as AccountChanges).accountChanges = () => {
      const changed = [...firstValues].flatMap(([node, values]) =>
        [...values]
          .filter(([key, first]) =>
            key === '#text' ? first !== node.nodeValue : first !== (node as Element).getAttribute(key.slice(1)),
          )
          .map(([key]) => `${key} of <${node.nodeName.toLowerCase()}>`),
      )
      return [...nodeChanges, ...changed]
    }
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
          attributeOldValue: true,
          characterDataOldValue: true,
        })
    })
  })
}
