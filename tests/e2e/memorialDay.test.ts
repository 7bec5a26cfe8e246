import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { repoRoot } from '../support/fixtureSite.ts'
import { readPricePromotions } from '../../server/catalogue/promotedCatalogue.server.ts'
import { scheduleWindow } from '../../services/schedule/index.ts'
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydrated, openPageAt } from './support/browser.ts'
import { serverAt } from './support/serverAt.ts'

const browser = browserPerFile()
const SHOTS = 'test-results/memorial-day'

/** The declared Memorial Day Sale (site-config/price-promotions.json): the page's dates must be the same. */
const sale = readPricePromotions(repoRoot).find((promotion) => promotion.id === 'memorial-day-cameras')!
const saleWindow = scheduleWindow(sale.schedule ?? {})!
/** Thursday 20 May 2027, 10:00 CDT: the week before the sale, in open hours (sales and support open). */
const BEFORE_SALE = new Date('2027-05-20T10:00:00-05:00')
/** Thursday 27 May 2027, 13:30 CDT: inside the sale, and in offer hours (Mon–Sat 13–21). */
const IN_SEASON = new Date('2027-05-27T13:30:00-05:00')
/** Wednesday 2 June 2027, 13:30 CDT: the sale is over. */
const AFTER_SALE = new Date('2027-06-02T13:30:00-05:00')

/** Words that promise a deadline or a sale price: none may show outside the sale. */
const URGENCY = /ends Monday|prices end|Limited[- ]time|at 11:59 pm CT|25% off every camera ends|Memorial Day Deals/i

/** The cameras on sale, their regular price and the price 25% off. */
const CAMERAS = [
  { name: 'Outdoor Camera', slug: 'outdoor-camera', regular: '$199.99', sale: '$149.99' },
  { name: 'Video Doorbell', slug: 'doorbell-camera', regular: '$199.99', sale: '$149.99' },
  { name: 'Indoor Camera', slug: 'indoor-camera', regular: '$99.99', sale: '$74.99' },
] as const

const visibleText = (page: Page) => page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '))
const shown = (page: Page, id: string) => page.locator(`[id="${id}"]`).isVisible()

/**
 * Adds one `slug` from its product page to the cart and returns the cart's subtotal, then the order page's, and the
 * regular price the cart's line strikes through beside its price (null when none).
 */
async function cartAndOrderSubtotal(
  page: Page,
  origin: string,
  slug: string,
): Promise<[string, string, string | null]> {
  await page.goto(`${origin}/shop/products/${slug}`, { waitUntil: 'load' })
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByRole('link', { name: 'View cart', exact: true }).click()
  await page.waitForURL(/\/shop\?view=cart$/)
  await page.locator('[data-hydrated="true"]').waitFor()
  await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
  const cart = (await page.getByTestId('cart-subtotal').textContent())!
  const struck = page.getByTestId(`cart-line-${slug}`).locator('s')
  const regular = (await struck.count()) ? await struck.textContent() : null
  await Promise.all([
    page.waitForURL(/\/checkout\/HB\d+\/[0-9a-f]+\/customer$/),
    page.getByRole('button', { name: 'Checkout' }).click(),
  ])
  const order = (await page.getByTestId('order-subtotal').textContent())!
  return [cart, order, regular]
}

/**
 * Out of season at `width` px, scripts refused and run, on a server and a page both at `clock`: no deadline,
 * countdown or sale price; `hero` shown saying `says` (when the next sale runs, or that it ran), and today's offers.
 */
async function expectOutOfSeason(
  origin: string,
  width: number,
  { clock, hero, says }: { clock: Date; hero: string; says: string },
): Promise<void> {
  mkdirSync(SHOTS, { recursive: true })
  for (const scripts of ['blocked', 'run'] as const) {
    const page = await openPageAt(browser(), `${origin}/memorial-day`, { width, clock, scripts })
    const where = `${hero}, scripts ${scripts}, ${width} px`
    const text = await visibleText(page)
    expect(text, where).not.toMatch(URGENCY)
    for (const id of ['offer-ribbon', 'hero', 'offer-countdown', 'deals'])
      expect(await shown(page, id), `${where}: #${id}`).toBe(false)
    expect(await shown(page, hero), where).toBe(true)
    expect(await page.locator(`[id="${hero}"]`).innerText(), where).toContain(says)
    // Today's offers, one step away; no regular price struck through on the page.
    const offers = page
      .locator(`[id="${hero}"]`)
      .getByRole('link', { name: 'See Today’s Offers' })
      .or(page.locator(`[id="${hero}"]`).getByRole('link', { name: "See Today's Offers" }))
    expect(await offers.getAttribute('href'), where).toBe('/promotions')
    expect(await page.locator('main s').filter({ visible: true }).count(), where).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width)
    if (scripts === 'run') {
      await page.screenshot({ path: `${SHOTS}/${hero}-${width}.png`, fullPage: true })
      await expectNoAxeViolations(page)
    }
    await page.context().close()
  }
}

/**
 * Each season's tests run on a server whose own clock stands at their instant, as the page's does (libfaketime): the
 * suite's server runs on the real clock, which reaches the sale on 24 May 2027 and passes it on 1 June.
 */
describe('/memorial-day is true on every date (issue 25 item 1: a sale price is declared, with its dates)', () => {
  it('the page’s sale dates are the declared promotion’s: Monday 24 May through Memorial Day, 31 May 2027', () => {
    expect(sale).toMatchObject({ category: 'security-cameras', percentOff: 25 })
    expect(saleWindow.startsAt).toBe(Date.parse('2027-05-24T00:00:00-05:00'))
    expect(saleWindow.endsAt).toBe(Date.parse('2027-06-01T00:00:00-05:00'))
    expect(BEFORE_SALE.getTime()).toBeLessThan(saleWindow.startsAt!)
    expect(IN_SEASON.getTime()).toBeGreaterThan(saleWindow.startsAt!)
    expect(AFTER_SALE.getTime()).toBeGreaterThan(saleWindow.endsAt!)
  })

  describe('before the sale (the server’s clock and the page’s on Thursday 20 May 2027)', () => {
    const server = serverAt(BEFORE_SALE)

    it.each([375, 1280])(
      'out of season at %i px: no deadline, countdown or sale price; when the next sale runs, and today’s offers',
      (width) =>
        expectOutOfSeason(server().baseUrl, width, {
          clock: BEFORE_SALE,
          hero: 'hero-next-sale',
          says: 'Our next Memorial Day Sale runs Monday, May 24',
        }),
      120_000,
    )

    it.each([375, 1280])(
      'with JavaScript off at %i px: only when the next sale runs, none of the sale beside it',
      async (width) => {
        // No boot script runs: the head's <noscript> style hides what has not started by the server's clock
        // (runtime/render/currentSchedules.ts, pendingSchedules).
        const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
        const page = await context.newPage()
        await page.goto(`${server().baseUrl}/memorial-day`, { waitUntil: 'load' })
        expect(await visibleText(page)).not.toMatch(URGENCY)
        for (const id of ['offer-ribbon', 'hero', 'offer-countdown', 'deals'])
          expect(await shown(page, id), `#${id}`).toBe(false)
        expect(await page.locator('[id="hero-next-sale"]').innerText()).toContain('Our next Memorial Day Sale runs')
        await context.close()
      },
    )

    it('the cart and the order charge the regular camera price', async () => {
      const context = await browser().newContext({ clock: BEFORE_SALE, viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      expect(await cartAndOrderSubtotal(page, server().baseUrl, 'outdoor-camera')).toEqual(['$199.99', '$199.99', null])
      await context.close()
    }, 120_000)
  })

  describe('during the sale (the server’s clock and the page’s on Thursday 27 May 2027)', () => {
    const server = serverAt(IN_SEASON)

    it.each([375, 1280])(
      'at %i px: the ribbon, deadline, offer band and deals, each camera 25% off beside its regular price struck through',
      async (width) => {
        for (const scripts of ['blocked', 'run'] as const) {
          const page = await openPageAt(browser(), `${server().baseUrl}/memorial-day`, {
            width,
            clock: IN_SEASON,
            scripts,
          })
          const errors = scripts === 'run' ? collectPageErrors(page) : []
          const where = `scripts ${scripts}, ${width} px`
          for (const id of ['offer-ribbon', 'hero', 'offer-countdown', 'deals'])
            expect(await shown(page, id), `${where}: #${id}`).toBe(true)
          for (const id of ['hero-next-sale', 'hero-sale-over'])
            expect(await shown(page, id), `${where}: #${id}`).toBe(false)
          expect(await page.locator('[id="offer-ribbon"]').innerText(), where).toContain(
            'ends Monday, May 31, at 11:59 pm CT',
          )
          // The eyebrow is upper case by style: its words as written.
          expect(await page.locator('[id="hero"]').textContent(), where).toContain('Memorial Day Sale · May 24–31')
          for (const camera of CAMERAS) {
            const card = page.locator('[id="deals"] article, [id="deals"] li').filter({ hasText: camera.name }).first()
            expect(await card.locator('s').innerText(), `${where}: ${camera.name}`).toBe(camera.regular)
            expect(await card.innerText(), `${where}: ${camera.name}`).toContain(camera.sale)
            // Its sale ribbon, shown while the promotion lowers the price (upper case by style: the words as written).
            expect(await card.textContent(), `${where}: ${camera.name}`).toContain('25% off')
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width)
          if (scripts === 'run') {
            await page.screenshot({ path: `${SHOTS}/in-season-${width}.png`, fullPage: true })
            await expectNoAxeViolations(page)
            expect(errors, where).toEqual([])
          }
          await page.context().close()
        }
      },
      120_000,
    )

    it('the cart and the order charge the sale price; the server’s HTML quotes it too', async () => {
      const html = await (await fetch(`${server().baseUrl}/shop/products/outdoor-camera`)).text()
      expect(html).toContain('$149.99')
      const context = await browser().newContext({ clock: IN_SEASON, viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      // The cart's line keeps the regular price struck through beside the sale's (fifth walkthrough D11).
      expect(await cartAndOrderSubtotal(page, server().baseUrl, 'outdoor-camera')).toEqual([
        '$149.99',
        '$149.99',
        '$199.99',
      ])
      await context.close()
    }, 120_000)
  })

  describe('after the sale (the server’s clock and the page’s on Wednesday 2 June 2027)', () => {
    const server = serverAt(AFTER_SALE)

    it.each([375, 1280])(
      'out of season at %i px: no deadline, countdown or sale price; that the sale ran, and today’s offers',
      (width) =>
        expectOutOfSeason(server().baseUrl, width, {
          clock: AFTER_SALE,
          hero: 'hero-sale-over',
          says: 'Our Memorial Day Sale ran May 24–31, 2027',
        }),
      120_000,
    )
  })
})
