import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DateTime } from 'luxon'
import { describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { repoRoot } from '../support/fixtureSite.ts'
import { realSite } from '../support/realSite.ts'
import { axeViolations, browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'

/**
 * Issue 25 item 7, the customer's side: the branded sign-in page, landing on the account after "Sign In",
 * the header and footer saying who is signed in from the server's HTML, and the move request that asks which
 * home, where to and when before anything is filed. At 375, 768 and 1280 px on the fixed clock, axe clean.
 * Each width signs in a customer and moves a home of theirs no other width moves (one request per home).
 */
const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const screenshots = join(repoRoot, 'test-results/screenshots')
// Spec 2.10's name for it, as the site's link says it (navigation.json).
const moveRequest = realSite().config.navigation.account.moveRequest

const WIDTHS = [
  { width: 375, height: 812, email: 'jordan.lee@example.com', password: 'harbor-demo-2', name: 'Jordan', home: 0 },
  { width: 768, height: 1024, email: 'jordan.lee@example.com', password: 'harbor-demo-2', name: 'Jordan', home: 1 },
  { width: 1280, height: 900, email: 'alex.morgan@example.com', password: 'harbor-demo-1', name: 'Alex', home: 0 },
] as const

/** The width of the focus ring of the element that has focus, in CSS pixels (0: none drawn). */
const focusRingWidth = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth)
  })

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true })
  await page.screenshot({ path: join(screenshots, name), fullPage: true })
}

/** Nothing wider than the viewport (no sideways scrolling). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

describe.each(WIDTHS)('the customer at $width px', (viewport) => {
  let context: BrowserContext

  it('signs in on the branded provider page and lands on the account, named in header and footer', async () => {
    context = await browser().newContext({ viewport: { width: viewport.width, height: viewport.height } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/faqs`)
    // Hydrated before leaving, so a hydration error on the page is among the errors.
    await hydrated(page)
    // "Sign In" from the footer (present at every width) names no page: the customer lands on the account.
    const signIn = page.locator('[data-site-footer] a', { hasText: 'Sign In' }).first()
    expect(await signIn.getAttribute('href')).toBe('/api/auth/login')
    // Below 768 px the footer's link columns are folded (rater report 6, D14): the visitor opens Quick Links first.
    if (viewport.width < 768) await page.locator('[data-site-footer] summary', { hasText: 'Quick Links' }).click()
    await signIn.click()
    await page.getByRole('heading', { name: 'Sign in to your Harbor account' }).waitFor()
    // The brand around the form: the site's name linking home, its navy header, its footer's support links.
    expect(await page.locator('header a.brand').textContent()).toBe('Harbor Home Security')
    expect(await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 47, 91)')
    expect(await page.locator('footer nav[aria-label="Support"] a').count()).toBeGreaterThan(2)
    expect(await axeViolations(page)).toEqual([])
    expect(await fitsWidth(page)).toBe(true)
    // Keyboard: every control shows a 3 px ring.
    await page.getByLabel('E-mail').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('password')
    expect(await focusRingWidth(page)).toBeGreaterThanOrEqual(3)
    await page.getByLabel('E-mail').fill(viewport.email)
    await page.getByLabel('Password').fill(viewport.password)
    await page.getByLabel('Password').focus()
    await shot(page, `account-sign-in-${viewport.width}.png`)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(`${baseUrl}/account`)
    // The account page (its own minimal footer) names the customer in the header, from its HTML.
    await page.locator('[data-account-state="signed-in"]').first().waitFor({ state: 'attached' })
    await hydrated(page)
    expect(errors).toEqual([])
  }, 90_000)

  // Rater walkthrough item 12: /moves told a signed-in customer to "Sign in and request a move".
  it('tells a signed-in customer on /moves nothing that is only for visitors who are signed out', async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/moves`, { waitUntil: 'load' })
    const text = await page.locator('main').innerText()
    expect(text).not.toMatch(/\bsign in (and|with)\b/i)
    expect(await page.getByRole('link', { name: moveRequest }).count()).toBeGreaterThan(0)
    await page.close()
  })

  it("shows the customer signed in from the server's HTML, before any script, on a prerendered page", async () => {
    const noScript = await browser().newContext({
      viewport: { width: viewport.width, height: viewport.height },
      javaScriptEnabled: false,
    })
    try {
      await noScript.addCookies(await context.cookies())
      const page = await noScript.newPage()
      const response = await page.goto(`${baseUrl}/`)
      expect(response!.headers()['cache-control']).toBe('private, no-store')
      const footer = page.locator('[data-site-footer] [data-account-state]')
      expect(await footer.getAttribute('data-account-state')).toBe('signed-in')
      expect(await footer.textContent()).toContain(`Signed in as ${viewport.name}`)
      // Folded below 768 px (rater report 6, D14), Quick Links open with no script.
      if (viewport.width < 768) await page.locator('[data-site-footer] summary', { hasText: 'Quick Links' }).click()
      expect(await footer.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account')
      expect(await footer.getByRole('button', { name: 'Sign Out' }).count()).toBe(1)
      expect(await page.locator(`header [aria-label="Account menu for ${viewport.name}"]`).count()).toBeGreaterThan(0)
      expect(await page.locator('a', { hasText: /^Sign In$/ }).count()).toBe(0)
      await shot(page, `account-signed-in-home-${viewport.width}.png`)
    } finally {
      await noScript.close()
    }
    // An anonymous visitor of the same page still gets the shared prerendered page, signed out.
    const anonymous = await fetch(`${baseUrl}/`)
    expect(anonymous.headers.get('cache-control')).toContain('public')
    expect(await anonymous.text()).not.toContain('data-account-state="signed-in"')
  }, 90_000)

  it('asks which home, the new address and the date, says what is wrong, shows the request, then files it', async () => {
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/api/auth/move-request`)
    await page.getByRole('heading', { name: moveRequest }).waitFor()
    expect(await page.locator('header .account').textContent()).toContain('My Account')
    expect(await axeViolations(page)).toEqual([])
    expect(await fitsWidth(page)).toBe(true)
    await shot(page, `account-move-form-${viewport.width}.png`)

    await page.getByRole('button', { name: 'Review my move request' }).click()
    await page.getByRole('heading', { name: 'Please check your move request' }).waitFor()
    const summary = (await page.locator('.summary').textContent())!
    expect(summary).toContain('Enter the street address of your new home.')
    expect(summary).toContain('Enter your move date.')
    expect(await page.getByLabel('Street address').getAttribute('aria-invalid')).toBe('true')
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `account-move-errors-${viewport.width}.png`)

    await page.locator('input[name="site"]').nth(viewport.home).check()
    await page.getByLabel('Street address').fill('410 Congress Avenue')
    await page.getByLabel('City').fill('Austin')
    await page.getByLabel('State').selectOption('TX')
    await page.getByLabel('ZIP code').fill('78701')
    const moveDate = DateTime.now().setZone('America/Chicago').plus({ days: 21 })
    await page.getByLabel('Move date').fill(moveDate.toISODate()!)
    await page.getByRole('button', { name: 'Review my move request' }).click()
    await page.getByRole('heading', { name: 'Confirm your move request' }).waitFor()
    expect(await page.locator('dl').textContent()).toContain('410 Congress Avenue, Austin, TX 78701')
    expect(await page.locator('dl').textContent()).toContain(moveDate.toFormat('LLLL d, yyyy'))
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `account-move-review-${viewport.width}.png`)

    await page.getByRole('button', { name: 'Confirm and file my move request' }).click()
    await page.getByRole('heading', { name: 'Your move request was started' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `account-move-filed-${viewport.width}.png`)
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)
})
