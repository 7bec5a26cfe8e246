import { describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { blockScriptFiles, browserPerFile, collectPageErrors, hydrated, hydratedInView } from './support/browser.ts'
import { weekdayAt } from './support/clock.ts'
import {
  type BuyerDetails,
  checkShopZip,
  fillInstallationAddress,
  orderPageFromShopLink,
  sendSecureConsultation,
} from './support/shopJourney.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

const GIVEN: BuyerDetails = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana.known@example.com',
  phone: '3125550142',
  zip: '60601',
}

/** A lead on /secure, then the shop's ZIP check (a later answer: it replaces the lead's ZIP), then checkout. */
async function giveDetailsAndCheckOut(context: BrowserContext): Promise<string> {
  const page = await context.newPage()
  const errors = collectPageErrors(page)
  await sendSecureConsultation(page, baseUrl, GIVEN)

  await checkShopZip(page, baseUrl, '75201')
  await orderPageFromShopLink(page, `${baseUrl}/shop?package=STD-COMPLETE-PACKAGE&customize=1`)
  expect(errors).toEqual([])
  const url = page.url()
  await page.close()
  return url
}

/** The order page with every script file refused: what the server HTML alone shows. */
async function openWithoutScripts(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage()
  await blockScriptFiles(page)
  await page.goto(url, { waitUntil: 'load' })
  return page
}

const fieldValues = (page: Page) =>
  Promise.all(
    ['First Name', 'Last Name', 'Email', 'Phone', 'ZIP Code'].map((label) =>
      page.getByLabel(label, { exact: true }).inputValue(),
    ),
  )

/** Issue 25 (checkout, item 1): the order page's first paint holds what the buyer already gave. */
describe('the order page carries the buyer’s details in its server HTML', () => {
  it('with scripts blocked the fields hold the earlier details; a second browser sees none of them', async () => {
    const clock = weekdayAt('10:00')
    const buyer = await browser().newContext({ clock, viewport: { width: 375, height: 812 } })
    const orderUrl = await giveDetailsAndCheckOut(buyer)

    // The visit cookie: HttpOnly (no page script reads it), with an expiry, only this host's.
    const cookie = (await buyer.cookies(baseUrl)).find((c) => c.name === 'harbor_visit')!
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe('Lax')
    expect(cookie.expires).toBeGreaterThan(0)

    const page = await openWithoutScripts(buyer, orderUrl)
    expect(await fieldValues(page)).toEqual(['Ana', 'Ruiz', GIVEN.email, '(312) 555-0142', '75201'])
    expect(await page.getByTestId('order-contact-prefilled').isVisible()).toBe(true)
    expect(await page.evaluate(() => document.cookie)).not.toContain('harbor_visit')

    // Once hydrated the fields keep the same values (no flash back to empty) and the form sends them.
    const hydratedPage = await buyer.newPage()
    const errors = collectPageErrors(hydratedPage)
    await hydratedPage.goto(orderUrl, { waitUntil: 'load' })
    // The contact form's own island, not only the page's first ones: its values are then react-hook-form's.
    await hydratedInView(hydratedPage.getByLabel('Phone', { exact: true }))
    expect(await fieldValues(hydratedPage)).toEqual(['Ana', 'Ruiz', GIVEN.email, '(312) 555-0142', '75201'])
    const sent = hydratedPage.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST')
    await fillInstallationAddress(hydratedPage)
    await hydratedPage.getByRole('button', { name: 'Continue to installation time' }).click()
    expect((await sent).postDataJSON()).toMatchObject({
      contact: { firstName: 'Ana', lastName: 'Ruiz', email: GIVEN.email, phone: '(312) 555-0142', zip: '75201' },
    })
    expect(errors).toEqual([])

    // The answer that names them is kept by no cache.
    const answer = await buyer.request.get(orderUrl)
    expect(answer.headers()['cache-control']).toBe('private, no-store')
    expect(await answer.text()).toContain(GIVEN.email)

    // Another browser with the same order link (a forwarded e-mail, a shared screen): the order, none of the details.
    const other = await browser().newContext({ clock, viewport: { width: 375, height: 812 } })
    const stranger = await openWithoutScripts(other, orderUrl)
    expect(await stranger.getByTestId('order-number').isVisible()).toBe(true)
    expect(await fieldValues(stranger)).toEqual(['', '', '', '', ''])
    expect(await stranger.getByTestId('order-contact-prefilled').count()).toBe(0)
    const html = await (await other.request.get(orderUrl)).text()
    for (const value of [GIVEN.email, 'Ruiz', '555-0142', '75201']) expect(html).not.toContain(value)
    await other.close()
    await buyer.close()
  })
})

/** Rater (third walkthrough): "We filled in the details you gave us earlier" stood above empty name, e-mail and phone. */
describe('a visitor who gave only a ZIP', () => {
  it('finds the ZIP filled in and no sentence claiming more, with and without scripts', async () => {
    const context = await browser().newContext({ clock: weekdayAt('10:00'), viewport: { width: 375, height: 812 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/shop`, { waitUntil: 'load' })
    await hydrated(page)
    await page.getByLabel('ZIP code', { exact: true }).fill('75201')
    await page.getByRole('button', { name: 'Check My ZIP' }).click()
    await page.getByText('Thanks! Packages for ZIP 75201 are below.').waitFor()
    await page.goto(`${baseUrl}/shop?package=STD-COMPLETE-PACKAGE&customize=1`, { waitUntil: 'load' })
    await hydrated(page)
    await page.getByRole('button', { name: 'Review Cart' }).click()
    await Promise.all([
      page.waitForURL(/\/checkout\/HB\d+\/[0-9a-f]+\/customer$/),
      page.getByRole('button', { name: 'Checkout' }).click(),
    ])
    await hydrated(page)
    expect(await fieldValues(page)).toEqual(['', '', '', '', '75201'])
    expect(await page.getByTestId('order-contact-prefilled').count()).toBe(0)
    const plain = await openWithoutScripts(context, page.url())
    expect(await fieldValues(plain)).toEqual(['', '', '', '', '75201'])
    // Sent before its code arrives, the form posts: the buyer's details never go into a GET address (forms helper).
    expect(await plain.locator('form:has(input[name="email"])').first().getAttribute('method')).toBe('post')
    expect(await plain.getByTestId('order-contact-prefilled').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
