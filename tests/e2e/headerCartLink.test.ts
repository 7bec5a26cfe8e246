import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { realSite } from '../support/realSite.ts'
import {
  blockScriptFiles,
  browserPerFile,
  collectPageErrors,
  expectNoAxeViolations,
  hydrated,
  hydratedInView,
} from './support/browser.ts'
import { checkOutFromCart } from './support/shopJourney.ts'
import { watchLayoutShift, layoutShiftSoFar } from './support/layoutShift.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const texts = realSite().config.navigation.header.cartLink
const ONE_ITEM = texts.nameOne.replace('{{count}}', '1')

const cartLinks = (page: Page) => page.locator('[data-site-header] [data-cart-link]')
/** The number the link shows: drawn by CSS from the marks on <html>, so it is there before the header hydrates. */
const shownCount = (page: Page) =>
  cartLinks(page)
    .locator('[data-cart-count]')
    .evaluate((badge) => getComputedStyle(badge, '::before').content)

/** The parts of the header's bar (logo, toggles, links, Menu) that do not fit inside it, by their words. */
const barFits = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('[data-site-header] > div > div')!
    const edges = bar.getBoundingClientRect()
    // The parts inside the full header's rows too (from 1024 px two rows; below, the rows are no boxes of their own).
    return [...bar.querySelectorAll(':scope > *, :scope > [data-header-row] > *')]
      .map((part) => ({ part: part.textContent, box: part.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0)
      .filter(
        ({ box }) =>
          box.left < edges.left - 0.5 ||
          box.right > edges.right + 0.5 ||
          box.top < edges.top - 1 ||
          box.bottom > edges.bottom + 1,
      )
      .map(({ part }) => part)
  })

/** Chooses the shop's Smart Home Package and customises it: the package is in the cart (one piece). */
async function putPackageInCart(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/shop`, { waitUntil: 'load' })
  await hydrated(page)
  const choose = page.getByRole('button', { name: 'Choose Smart Home Package' }).first()
  await hydratedInView(choose)
  await choose.click()
  await page.getByRole('button', { name: 'Customize Package' }).click()
  await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor()
}

/**
 * Rater report 6, D12: with a package in the cart, only /shop said so ("Items in your cart: 1 · View Cart"); /,
 * /cameras and every other page showed nothing. The header now links to the cart on every page while it holds
 * something, and nowhere while it is empty or on the distraction-free checkout.
 */
describe.each([375, 768, 1280])('the header’s cart link at %i px', (width) => {
  it('is absent with an empty cart, in the server’s HTML before any script file and once hydrated', async () => {
    const context = await browser().newContext({ viewport: { width, height: 800 } })
    const before = await context.newPage()
    await blockScriptFiles(before)
    await before.goto(`${baseUrl}/`, { waitUntil: 'load' })
    // The server cannot know the cart: the link is in its HTML, hidden unless the head boot script finds a cart.
    await expect(cartLinks(before).count()).resolves.toBe(1)
    await expect(cartLinks(before).isVisible()).resolves.toBe(false)
    await before.close()

    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/cameras`, { waitUntil: 'load' })
    await hydrated(page)
    await expect(cartLinks(page).isVisible()).resolves.toBe(false)
    expect(await page.getByRole('link', { name: /view cart/i }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('appears once a package is in the cart and shows on / with its number, leading to the cart', async () => {
    const context = await browser().newContext({ viewport: { width, height: 800 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await putPackageInCart(page)
    // On the shop's own page it appears as the package goes in, with no reload.
    await expect.poll(() => cartLinks(page).isVisible()).toBe(true)
    await expect(page.getByRole('link', { name: ONE_ITEM, exact: true }).isVisible()).resolves.toBe(true)

    // Another page, before any script file: the head boot script alone shows the link and its number at first paint.
    const before = await context.newPage()
    await blockScriptFiles(before)
    await before.goto(`${baseUrl}/`, { waitUntil: 'load' })
    await expect(cartLinks(before).isVisible()).resolves.toBe(true)
    await expect(shownCount(before)).resolves.toBe('"1"')
    await before.close()

    await watchLayoutShift(page)
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' })
    await hydrated(page)
    const link = page.getByRole('link', { name: ONE_ITEM, exact: true })
    await expect(link.isVisible()).resolves.toBe(true)
    expect(await barFits(page), 'parts of the bar outside it').toEqual([])
    await expect(shownCount(page)).resolves.toBe('"1"')
    // Shown before the header hydrates, the link moves nothing when it does.
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01)
    await expectNoAxeViolations(page)

    await link.click()
    await page.waitForURL(`${baseUrl}/shop?view=cart`)
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
    // The checkout's chrome is distraction-free (layouts.json "checkout": a logo-only header): no cart link there.
    await checkOutFromCart(page)
    await hydrated(page)
    expect(await cartLinks(page).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the header’s cart link follows the cart', () => {
  it('counts every piece, and goes when the cart is emptied in another tab', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await putPackageInCart(page)
    await page
      .getByRole('button', { name: /^Add .*Smart Plug/ })
      .first()
      .click()
    await expect.poll(() => page.getByRole('link', { name: texts.nameOther.replace('{{count}}', '2') }).count()).toBe(1)
    await expect(shownCount(page)).resolves.toBe('"2"')

    const other = await context.newPage()
    await other.goto(`${baseUrl}/`, { waitUntil: 'load' })
    await hydrated(other)
    await expect(cartLinks(other).isVisible()).resolves.toBe(true)
    // The shop's cart store empties the cart in the first tab; the second tab hears of it through `storage`.
    await page.evaluate(() => localStorage.removeItem('harbor-cart'))
    await expect.poll(() => cartLinks(other).isVisible()).toBe(false)
    await context.close()
  })
})

describe('the header’s bar with the cart link fits', () => {
  // A cart as the shop saves it, so the widths not walked above are checked too (at 320 px the name takes two lines).
  const savedCart = JSON.stringify({
    state: { system: { packageId: 'STD-SMART-HOME-PACKAGE', name: 'Smart Home Package', price: 749.99 }, addons: [] },
    version: 0,
  })
  it.each([320, 1024, 1536])('at %i px', async (width) => {
    const context = await browser().newContext({ viewport: { width, height: 800 } })
    await context.addInitScript((cart) => localStorage.setItem('harbor-cart', cart), savedCart)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' })
    await hydrated(page)
    await expect(cartLinks(page).isVisible()).resolves.toBe(true)
    expect(await barFits(page)).toEqual([])
    await context.close()
  })
})
