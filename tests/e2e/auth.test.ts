import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page, Response } from 'playwright-core'
import { axeViolations, browserPerFile, collectPageErrors, hydratedInView } from './support/browser.ts'
import { providerSessionFrom, providerSessionProbeUrl } from '../support/providerSessionProbe.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
let context: BrowserContext
let page: Page
let errors: string[]
/** The identity provider's return to the site, which sets the login cookie. */
let loginResponse: Response | undefined

beforeAll(async () => {
  context = await browser().newContext()
  page = await context.newPage()
  errors = collectPageErrors(page)
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
  })
})

/** Whether the identity provider still holds a login for this browser (prompt=none probe with the browser's cookies). */
async function providerKnowsTheCustomer(): Promise<boolean> {
  let location = providerSessionProbeUrl(`${baseUrl}/embedded/oidc`, baseUrl)
  // Follow the provider's own hops up to the site's callback, without calling it.
  for (let hop = 0; hop < 5 && !location.startsWith(`${baseUrl}/api/auth/callback`); hop += 1) {
    const response = await context.request.get(location, { maxRedirects: 0 })
    location = new URL(response.headers().location!, location).href
  }
  return providerSessionFrom(location)
}

// The header shows the account link in its bar; the small-screen menu holds a second, hidden copy.
const header = () => page.locator('header [data-account-state]').first()
const footer = () => page.locator('[data-site-footer] [data-account-state]')

/** The sign-in journey of one customer, step by step in one browser session. */
describe('customer sign-in in Chromium', () => {
  it('shows "Sign In" on a help-center page, leading to the account (issue 25 item 7)', async () => {
    await page.goto(`${baseUrl}/help-center/search`)
    await header().and(page.locator('[data-account-state="signed-out"]')).waitFor({ timeout: 15_000 })
    const signIn = header().getByRole('link', { name: 'Sign In' })
    expect(await signIn.getAttribute('href')).toBe('/api/auth/login')
    expect(await footer().getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/auth/login')
  })

  it('signs in on the provider page and lands on the account, then is signed in on the help-center page', async () => {
    await header().getByRole('link', { name: 'Sign In' }).click()
    await page.getByRole('heading', { name: 'Sign in to your Harbor account' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('E-mail').fill('alex.morgan@example.com')
    await page.getByLabel('Password').fill('harbor-demo-1')
    const callback = page.waitForResponse((response) => response.url().startsWith(`${baseUrl}/api/auth/callback`))
    await page.getByRole('button', { name: 'Sign In' }).click()
    loginResponse = await callback
    await page.waitForURL(`${baseUrl}/account`)
    await page.goto(`${baseUrl}/help-center/search`)
    await header().and(page.locator('[data-account-state="signed-in"]')).waitFor({ timeout: 15_000 })
    expect(await header().getByRole('button', { name: 'Account menu for Alex' }).textContent()).toContain('Alex')
    await footer().getByRole('button', { name: 'Sign Out' }).waitFor()
    expect(await providerKnowsTheCustomer()).toBe(true)
  })

  it('keeps the header still when the login state arrives (no layout shift)', async () => {
    // The server-rendered header, as it looks before any script runs: rendered for the signed-in customer.
    const noScript = await browser().newContext({ javaScriptEnabled: false })
    await noScript.addCookies(await context.cookies())
    const plain = await noScript.newPage()
    await plain.goto(`${baseUrl}/help-center/search`)
    expect(await plain.locator('header [data-account-state]').first().getAttribute('data-account-state')).toBe(
      'signed-in',
    )
    const before = (await plain.locator('header [data-account-state]').first().boundingBox())!
    const mainBefore = (await plain.locator('main').boundingBox())!
    await noScript.close()
    const after = (await header().boundingBox())!
    const mainAfter = (await page.locator('main').boundingBox())!
    expect(after).toEqual(before)
    // Nothing below the header moved either.
    expect(mainAfter.y).toBe(mainBefore.y)
  })

  it('keeps the login in an HttpOnly, SameSite=Lax, Secure cookie valid 24 hours that page scripts cannot read', async () => {
    const session = (await context.cookies()).find((cookie) => cookie.name === 'harbor_session')!
    expect(session).toBeDefined()
    expect(session.httpOnly).toBe(true)
    expect(session.sameSite).toBe('Lax')
    expect(session.secure).toBe(true)
    expect(session.expires).toBeGreaterThan(0) // not a session cookie: it outlives the browser
    // 24 hours by the server's own clock (Max-Age, and Expires against its Date header): the test process's clock
    // may differ from the server's (another host, or faketime started apart), so it is not the measure.
    const setCookie = (await loginResponse!.headerValues('set-cookie')).find((line) =>
      line.startsWith('harbor_session='),
    )
    expect(setCookie).toMatch(/; Max-Age=86400;/)
    const expires = Date.parse(/; Expires=([^;]+)/.exec(setCookie!)![1]!)
    const serverNow = Date.parse((await loginResponse!.headerValue('date'))!)
    expect([86_399_000, 86_400_000]).toContain(expires - serverNow)
    expect(await page.evaluate(() => document.cookie)).not.toContain('harbor_session')
    const fromScript = await page.evaluate(async () => JSON.stringify(await (await fetch('/api/session')).json()))
    expect(fromScript).toContain('"is_logged_in":true')
    expect(fromScript).not.toMatch(/token|eyJ/i)
  })

  it('opens the account menu from the keyboard, and it passes axe', async () => {
    const menuButton = header().getByRole('button', { name: 'Account menu for Alex' })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true')
    await header().getByRole('link', { name: 'My Account' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
  })

  it('shows the account page with the customer details and sites', async () => {
    await header().getByRole('button', { name: 'Account menu for Alex' }).click()
    await header().getByRole('link', { name: 'My Account' }).click()
    await page.waitForURL(`${baseUrl}/account`)
    await page.getByText('alex.morgan@example.com').waitFor({ timeout: 15_000 })
    const main = (await page.locator('main').textContent())!
    expect(main).toContain('Alex Morgan')
    expect(main).toContain('(214) 555-0142')
    expect(main).toContain('100234')
    expect(main).toContain('1200 Elm Street, Dallas, TX 75201')
    expect(main).toContain('HB-55120')
    expect(await page.locator('main a[href="/api/auth/move-request"]').count()).toBe(1)
    expect(await page.locator('main a[href="/help-center"]').count()).toBe(1)
    expect(await page.locator('main a[href="/customer-support"]').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
  })

  it('signs out of the site, then of the identity provider after it asks: the state and both logins are gone', async () => {
    // The account page's minimal footer has no quick links: sign out from the header menu.
    await header().getByRole('button', { name: 'Account menu for Alex' }).click()
    await header().getByRole('button', { name: 'Sign Out' }).click()
    await page.getByRole('heading', { name: 'Sign out of Harbor Home Security?' }).waitFor()
    expect(page.url()).toContain('/embedded/oidc/session/end')
    // The site's own login ended before the provider asked.
    expect((await context.cookies()).some((cookie) => cookie.name === 'harbor_session')).toBe(false)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
    await page.waitForURL(`${baseUrl}/`)
    await hydratedInView(footer())
    await footer().and(page.locator('[data-account-state="signed-out"]')).waitFor({ timeout: 15_000 })
    expect(await page.evaluate(async () => (await (await fetch('/api/session')).json()).is_logged_in)).toBe(false)
    expect(await providerKnowsTheCustomer()).toBe(false)
  })

  it('asks for the password at the next "Sign In" on this computer', async () => {
    await header().getByRole('link', { name: 'Sign In' }).click()
    await page.getByRole('heading', { name: 'Sign in to your Harbor account' }).waitFor()
    expect(page.url()).toContain('/embedded/oidc/interaction/')
    expect(await page.getByLabel('Password').inputValue()).toBe('')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.waitForURL(`${baseUrl}/`)
  })

  it('sends a signed-out visitor of the account page to sign-in', async () => {
    await page.goto(`${baseUrl}/account`)
    await page.getByRole('heading', { name: 'Sign in to your Harbor account' }).waitFor()
    expect(page.url()).toContain('/embedded/oidc/interaction/')
  })

  it('hydrated every page without errors', () => {
    expect(errors).toEqual([])
  })
})
