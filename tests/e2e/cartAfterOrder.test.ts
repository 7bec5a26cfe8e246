import { mkdirSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { blockScriptFiles, browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { weekdayAt } from './support/clock.ts'
import { ORDER_PAGE, bookSlotWithTestCard, checkOutFromCart, sendOrderContact } from './support/shopJourney.ts'
import { dateOptions, timeSlotOptions } from '../../services/scheduling/index.ts'
import { fillTemplate, splitTemplate } from '../../blocks/shared/fillTemplate.ts'
import { realSite } from '../support/realSite.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const site = realSite()
const cartTexts = site.resolve('/shop').blocks.find((block) => block.type === 'ShopCart')!.props
const confirmationTexts = site
  .resolve('/checkout/HB1/0a/customer')
  .blocks.find((block) => block.type === 'CheckoutOrderSummary')!.props.confirmation
const SHOTS = 'test-results/cart-after-order'
const DAY_MS = 24 * 60 * 60 * 1000
/** 10:00 CT on a weekday two days or more after the run (the host refuses a slot its own clock has begun). */
const fixedClock = () => weekdayAt('10:00', Date.now() + 2 * DAY_MS)
const SHOP_LINK = '/shop?package=STD-COMPLETE-PACKAGE&customize=1'

const cartLink = (page: Page) => page.locator('[data-site-header] [data-cart-link]')
const placedNotice = (page: Page) => page.getByTestId('cart-order-placed')

/** Opens a fresh tab of the context on `path`, hydrated. */
async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(baseUrl + path, { waitUntil: 'load' })
  await hydrated(page)
  return page
}

/** The Complete Package from the shop link, in the cart, reviewed: the cart view is open. */
async function packageInCart(page: Page): Promise<void> {
  await page.goto(baseUrl + SHOP_LINK, { waitUntil: 'load' })
  await hydrated(page)
  await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Review Cart' }).click()
  await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
}

/** Checks the open cart out and returns the order's number, on the order page. */
async function startCheckout(page: Page): Promise<string> {
  await checkOutFromCart(page)
  await hydrated(page)
  return (await page.getByTestId('order-number').innerText()).trim()
}

/** Gives the buyer's details, books the first afternoon slot, pays with the test card and places the order. */
async function placeOrder(page: Page, now: Date): Promise<void> {
  const date = dateOptions(now, site.config.hours)[1]!.value
  const slot = timeSlotOptions(date, 'afternoon', now, site.config.hours)[0]!.value
  await sendOrderContact(page)
  await bookSlotWithTestCard(page, { date, timeOfDay: 'afternoon', slot })
  await page.getByRole('button', { name: 'Place Demo Order' }).click()
  await page.getByRole('heading', { level: 2, name: confirmationTexts.heading }).waitFor()
}

/** Issue 25: a confirmed order empties the cart it was made from, here and in the site's other tabs. */
describe.each([375, 1280])('the cart after a placed order at %i px', (width) => {
  it('order → confirm → back to the site: no cart link, the shop’s cart empty and saying so, in every tab', async () => {
    const now = fixedClock()
    const context = await browser().newContext({ clock: now, viewport: { width, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await packageInCart(page)
    const other = await openTab(context, '/cameras')
    await expect(cartLink(other).isVisible()).resolves.toBe(true)
    const otherShop = await openTab(context, '/shop')
    const cartBar = otherShop.getByText(fillTemplate(cartTexts.cartBarText, { count: 1 }))
    await cartBar.waitFor()

    const orderNumber = await startCheckout(page)
    await placeOrder(page, now)
    // The other tabs hear of the emptied cart (`storage`): the link goes, and the shop's cart bar with it.
    await expect.poll(() => cartLink(other).isVisible()).toBe(false)
    await expect.poll(() => cartBar.count()).toBe(0)

    mkdirSync(SHOTS, { recursive: true })
    await page.getByTestId('order-confirmation').screenshot({ path: `${SHOTS}/confirmation-${width}.png` })
    const back = page.getByRole('link', { name: confirmationTexts.returnLabel! })
    await Promise.all([page.waitForURL(/\/shop\?view=cart&placed=/), back.click()])
    await hydrated(page)
    expect(new URL(page.url()).searchParams.get('placed')).toBe(orderNumber)
    await expect(placedNotice(page).innerText()).resolves.toBe(fillTemplate(cartTexts.placedText, { orderNumber }))
    await expect(page.getByText(cartTexts.emptyText).isVisible()).resolves.toBe(true)
    await expect(cartLink(page).isVisible()).resolves.toBe(false)
    await page.screenshot({ path: `${SHOTS}/returned-${width}.png` })

    // /shop itself: no cart bar; a new tab of any page: no cart link.
    await page.goto(`${baseUrl}/shop`, { waitUntil: 'load' })
    await hydrated(page)
    expect(await page.getByText(splitTemplate(cartTexts.cartBarText, 'count')[0]).count()).toBe(0)
    const later = await openTab(context, '/')
    await expect(cartLink(later).isVisible()).resolves.toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })

  it('a hosted checkout elsewhere: its return link empties the cart before the first paint, other tabs follow', async () => {
    const context = await browser().newContext({ clock: fixedClock(), viewport: { width, height: 900 } })
    const page = await context.newPage()
    await packageInCart(page)
    // The order is created; it is confirmed on another site, which only sends the buyer back with its number.
    const orderNumber = await startCheckout(page)
    expect(page.url()).toMatch(ORDER_PAGE)
    const other = await openTab(context, '/')
    await expect(cartLink(other).isVisible()).resolves.toBe(true)

    const returned = await context.newPage()
    await blockScriptFiles(returned)
    await returned.goto(`${baseUrl}/shop?view=cart&placed=${orderNumber}`, { waitUntil: 'load' })
    // The head boot script alone: the header shows no cart at first paint.
    await expect(cartLink(returned).isVisible()).resolves.toBe(false)
    await expect.poll(() => cartLink(other).isVisible()).toBe(false)
    // Another order's number empties nothing (and says nothing).
    const shop = await openTab(context, '/shop?view=cart&placed=HB999999')
    await expect(placedNotice(shop).count()).resolves.toBe(0)
    await context.close()
  })

  it('keeps a cart changed after checkout started, and says why', async () => {
    const now = fixedClock()
    const context = await browser().newContext({ clock: now, viewport: { width, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await packageInCart(page)
    const orderNumber = await startCheckout(page)
    const orderUrl = page.url()
    // In another tab the buyer adds a device before placing the order.
    const shop = await context.newPage()
    await shop.goto(baseUrl + SHOP_LINK, { waitUntil: 'load' })
    await hydrated(shop)
    await shop.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor({ timeout: 15_000 })
    await expect.poll(() => cartLink(shop).getAttribute('aria-label')).toMatch(/1 item$/)
    await shop
      .getByRole('button', { name: /^Add .*Smart Plug/ })
      .first()
      .click()
    await expect.poll(() => cartLink(shop).getAttribute('aria-label')).toMatch(/2 items$/)
    const changedCount = await cartLink(shop).getAttribute('aria-label')

    await page.goto(orderUrl, { waitUntil: 'load' })
    await hydrated(page)
    await placeOrder(page, now)
    await Promise.all([
      page.waitForURL(/placed=/),
      page.getByRole('link', { name: confirmationTexts.returnLabel! }).click(),
    ])
    await hydrated(page)
    await expect(placedNotice(page).innerText()).resolves.toBe(fillTemplate(cartTexts.placedKeptText, { orderNumber }))
    await expect(cartLink(page).isVisible()).resolves.toBe(true)
    await expect(cartLink(page).getAttribute('aria-label')).resolves.toBe(changedCount)
    expect(errors).toEqual([])
    await context.close()
  })
})

/** Issue 25: the header's cart link leads to the shop the cart was built in, a partner's with its prices. */
describe.each([375, 1280])('a partner’s cart at %i px', (width) => {
  it('the header’s link on a page of the site leads to the partner’s shop', async () => {
    const context = await browser().newContext({ clock: fixedClock(), viewport: { width, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/shop/dallas-dealer`, { waitUntil: 'load' })
    await hydrated(page)
    const choose = page.getByRole('button', { name: /^Choose / }).first()
    const chosen = (await choose.innerText()).replace(/^Choose /, '').trim()
    await choose.scrollIntoViewIfNeeded()
    await choose.click()
    await page.getByRole('button', { name: 'Customize Package' }).click()
    await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor()
    await expect.poll(() => cartLink(page).isVisible()).toBe(true)

    await page.goto(`${baseUrl}/cameras`, { waitUntil: 'load' })
    await hydrated(page)
    await expect.poll(() => cartLink(page).getAttribute('href')).toBe('/shop/dallas-dealer?view=cart')
    await Promise.all([page.waitForURL(`${baseUrl}/shop/dallas-dealer?view=cart`), cartLink(page).click()])
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
    // The partner's shop shows the package chosen there, with the partner's price.
    await page.getByTestId('cart-package-price').waitFor()
    await expect(page.getByRole('heading', { level: 3, name: chosen }).isVisible()).resolves.toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
