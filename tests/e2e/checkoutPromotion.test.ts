import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { repoRoot } from '../support/fixtureSite.ts'
import { realSite } from '../support/realSite.ts'
import { readPricePromotions } from '../../server/catalogue/promotedCatalogue.server.ts'
import { isPricePromotionRunning } from '../../services/catalogue/index.ts'
import { dateOptions, timeSlotOptions } from '../../services/scheduling/index.ts'
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydrated } from './support/browser.ts'
import { bookSlotWithTestCard, checkOutFromCart, sendOrderContact } from './support/shopJourney.ts'
import { serverAt } from './support/serverAt.ts'

const browser = browserPerFile()
const SHOTS = 'test-results/checkout-promotion'
const WIDTHS = [375, 768, 1280] as const

/** The declared holiday doorbell price (site-config/price-promotions.json): $179.99 instead of $199.99. */
const sale = readPricePromotions(repoRoot).find((promotion) => promotion.id === 'holiday-doorbell')!
/** Wednesday 2 December 2026, 10:00 CST: inside the sale, in sales hours. */
const IN_SALE = new Date('2026-12-02T10:00:00-06:00')
/** Wednesday 13 January 2027, 10:00 CST: the sale is over. */
const AFTER_SALE = new Date('2027-01-13T10:00:00-06:00')

const money = (text: string | null) => Number(text!.replace(/[$,]/g, ''))

/** The doorbell's line of the order summary. */
const doorbellLine = (page: Page) => page.getByTestId('order-line').filter({ hasText: 'Video Doorbell' })

/** What a screen reader reads of an element: its text without what is hidden from assistive technology. */
const spokenText = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const parts: string[] = []
      const read = (node: Node): void => {
        if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '')
        node.childNodes.forEach(read)
      }
      read(element)
      return parts.join('').replace(/\s+/g, ' ').trim()
    })

/** What the cart shows and reads of its doorbell line, and its subtotal, as the cart opened on the way. */
interface CartSeen {
  subtotal: string
  /** The doorbell's price as a screen reader reads it. */
  doorbellSpoken: string
  /** The struck-through figure shown beside it, or null. */
  doorbellStruck: string | null
}

/**
 * Puts the Video Doorbell in the cart from its product page on a server and a page both at `clock` and checks
 * out, leaving the order summary as it opens (collapsed to its total below lg). Returns what the cart showed.
 */
async function orderDoorbell(page: Page, origin: string): Promise<CartSeen> {
  await page.goto(`${origin}/shop/products/doorbell-camera`, { waitUntil: 'load' })
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByRole('link', { name: 'View cart', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
  const subtotal = (await page.getByTestId('cart-subtotal').textContent())!
  const doorbellSpoken = await spokenText(
    page,
    '[data-testid="cart-line-doorbell-camera"] [data-testid="cart-item-price"]',
  )
  const struck = page.getByTestId('cart-line-doorbell-camera').locator('s')
  const doorbellStruck = (await struck.count()) ? await struck.textContent() : null
  await checkOutFromCart(page)
  await hydrated(page)
  return { subtotal, doorbellSpoken, doorbellStruck }
}

/** Opens the order summary where it is collapsed (below lg), and waits for the doorbell's line. */
async function openSummary(page: Page): Promise<void> {
  const toggle = page.locator('[data-order-summary-toggle]')
  if (await toggle.isVisible()) await toggle.click()
  await doorbellLine(page).waitFor()
}

/** The lines' totals and the shipping add up to the order's subtotal, which is the cart's. */
async function expectTotalsAddUp(page: Page, cartSubtotal: string): Promise<void> {
  const lineTotals = await page.getByTestId('order-line-total').allTextContents()
  const shipping = (await page.getByTestId('order-shipping').textContent())!.match(/(\$[\d,.]+|Free)$/)![1]!
  const sum = lineTotals.reduce((total, text) => total + money(text), shipping === 'Free' ? 0 : money(shipping))
  expect(await page.getByTestId('order-subtotal').textContent()).toBe(cartSubtotal)
  expect(money(cartSubtotal)).toBeCloseTo(sum, 2)
}

/** Issue 25: the order page (the embedded checkout host) strikes a promoted price through, as the cart does. */
describe('the order page during the holiday doorbell sale', () => {
  const server = serverAt(IN_SALE)

  it('is the declared sale’s window', () => {
    expect([isPricePromotionRunning(sale, IN_SALE.getTime()), sale.price]).toEqual([true, 179.99])
  })

  it.each(WIDTHS)(
    'at %i px: regular price struck, sale price, "You save", the same total; placed, the host still shows it',
    async (width) => {
      mkdirSync(SHOTS, { recursive: true })
      const context = await browser().newContext({ clock: IN_SALE, viewport: { width, height: 900 } })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      const cart = await orderDoorbell(page, server().baseUrl)
      const cartSubtotal = cart.subtotal
      expect(cartSubtotal).toBe('$179.99')
      // The cart strikes the regular price through and reads the line as one sentence, as the order page does.
      expect(cart.doorbellStruck).toBe('$199.99')
      expect(cart.doorbellSpoken).toBe('Regular price $199.99, now $179.99')

      // Collapsed below lg (1024 px), the summary names the total and the saving, as the open one words it.
      const toggle = page.locator('[data-order-summary-toggle]')
      if (width < 1024) {
        expect(await toggle.getAttribute('aria-expanded')).toBe('false')
        expect(await page.getByTestId('order-summary-total').textContent()).toBe('$179.99')
        expect(await page.getByTestId('order-summary-saving').textContent()).toBe('You save $20.00')
        expect(await page.getByTestId('order-summary-saving').isVisible()).toBe(true)
        expect(await toggle.textContent()).toContain('$179.99You save $20.00')
        await page.screenshot({ path: `${SHOTS}/order-collapsed-in-sale-${width}.png` })
      } else {
        expect(await toggle.isVisible()).toBe(false)
      }
      await openSummary(page)

      const line = doorbellLine(page)
      // Both the line total and the each price: the regular one struck through before the one paid.
      expect(await line.locator('s[data-regular-price]').allTextContents()).toEqual(['$199.99', '$199.99'])
      for (const struck of await line.locator('s[data-regular-price]').all())
        expect(await struck.isVisible()).toBe(true)
      expect(await line.getByTestId('order-line-each').textContent()).toBe('$179.99')
      expect(await line.getByTestId('order-line-total').textContent()).toBe('$179.99')
      // Heard as one sentence each: which price was the regular one and which is paid.
      expect(await spokenText(page, '[data-testid="order-line"]:has-text("Video Doorbell") > span')).toBe(
        'Line total: Regular price $199.99, now $179.99',
      )
      expect(await spokenText(page, '[data-testid="order-line"]:has-text("Video Doorbell") > div > span')).toBe(
        '— Quantity: 1 — Regular price $199.99, now $179.99 each',
      )
      expect(await page.getByTestId('order-saving').textContent()).toBe('You save $20.00')
      expect(await page.getByTestId('order-saving').isVisible()).toBe(true)
      await expectTotalsAddUp(page, cartSubtotal)
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)
      await expectNoAxeViolations(page)
      await page.screenshot({ path: `${SHOTS}/order-in-sale-${width}.png`, fullPage: true })

      // The host takes the order at that price and, placed, shows the same summary with the saving.
      await sendOrderContact(page)
      const date = dateOptions(IN_SALE, realSite().config.hours)[1]!.value
      const slot = timeSlotOptions(date, 'afternoon', IN_SALE, realSite().config.hours)[0]!.value
      await bookSlotWithTestCard(page, { date, timeOfDay: 'afternoon', slot })
      await page.getByRole('button', { name: 'Place Demo Order' }).click()
      await page.getByRole('heading', { level: 2, name: 'Thank you! Your order is placed.' }).waitFor()
      await page.reload({ waitUntil: 'load' })
      await page.getByRole('heading', { level: 2, name: 'Thank you! Your order is placed.' }).waitFor()
      expect(await doorbellLine(page).locator('s[data-regular-price]').allTextContents()).toEqual([
        '$199.99',
        '$199.99',
      ])
      expect(await page.getByTestId('order-saving').textContent()).toBe('You save $20.00')
      expect(await page.getByTestId('order-subtotal').textContent()).toBe(cartSubtotal)
      expect(errors).toEqual([])
      await context.close()
    },
  )
})

describe('the order page after the sale', () => {
  const server = serverAt(AFTER_SALE)

  it.each(WIDTHS)('at %i px: the regular price alone, no strike and no saving', async (width) => {
    expect(isPricePromotionRunning(sale, AFTER_SALE.getTime())).toBe(false)
    const context = await browser().newContext({ clock: AFTER_SALE, viewport: { width, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    const cart = await orderDoorbell(page, server().baseUrl)
    const cartSubtotal = cart.subtotal
    expect(cartSubtotal).toBe('$199.99')
    expect([cart.doorbellStruck, cart.doorbellSpoken]).toEqual([null, '$199.99'])
    expect(await page.getByTestId('order-summary-saving').count()).toBe(0)
    await openSummary(page)
    expect(await doorbellLine(page).getByTestId('order-line-total').textContent()).toBe('$199.99')
    expect(await doorbellLine(page).getByTestId('order-line-each').textContent()).toBe('$199.99')
    expect(await page.locator('main s').count()).toBe(0)
    expect(await page.getByTestId('order-saving').count()).toBe(0)
    await expectTotalsAddUp(page, cartSubtotal)
    expect(errors).toEqual([])
    await context.close()
  })
})
