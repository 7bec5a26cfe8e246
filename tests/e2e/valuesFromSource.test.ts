import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { serverAt } from './support/serverAt.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { localPriceCatalogues } from '../../runtime/config/priceCatalogues.server.ts'
import { readPricePromotions } from '../../server/catalogue/promotedCatalogue.server.ts'
import {
  applyPricePromotions,
  cataloguePrices,
  isPricePromotionRunning,
  priceText,
} from '../../services/catalogue/index.ts'
import { promotionValues } from '../../services/catalogue/promotionTexts.ts'
import { realSite } from '../support/realSite.ts'

const browser = browserPerFile()
const WIDTHS = [375, 768, 1280]
const promotions = readPricePromotions(repoRoot)
const SCREENSHOTS = join(repoRoot, 'test-results/screenshots')
/** Tuesday 8 December 2026, 10:00 CST: inside the holiday doorbell price (1 November 2026 – 4 January 2027), open hours. */
const IN_HOLIDAY_SALE = new Date('2026-12-08T10:00:00-06:00')
/** Tuesday 12 January 2027, 10:00 CST: the holiday price is over and no other promotion runs, open hours. */
const AFTER_HOLIDAY_SALE = new Date('2027-01-12T10:00:00-06:00')
/** One server in the holiday sale for both pages that read it (/dallas's prices, /promotions' end date). */
const inHolidaySale = serverAt(IN_HOLIDAY_SALE)

/** The page as the walkthrough's reviewer sees it, to look at beside the leading brands' pages. */
async function screenshot(page: Page, width: number) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  const name = new URL(page.url()).pathname.slice(1)
  await page.screenshot({ path: join(SCREENSHOTS, `values-from-source-${name}-${width}.png`) })
}

/**
 * The sixth walkthrough (D20, D21) read pages that named no figure or date where their source has one: /dallas gave
 * no price, the holiday sale no end date. These pages now quote the partner's catalogue and the declared promotion;
 * each test computes what they must say from that source, on a fixed clock its server and its browser share (a server
 * on the real clock would date the prices and the sale by the day the suite runs).
 */
describe('a partner page quotes its partner catalogue (sixth walkthrough, D20)', () => {
  it.each(WIDTHS)(
    'at %i px: /dallas says "Packages from … + … for installation (save …)" from the dealer catalogue',
    async (width) => {
      const clock = IN_HOLIDAY_SALE
      const partner = realSite().resolve('/dallas').context.partner!
      const catalogue = localPriceCatalogues(repoRoot)!.byId.get(partner.catalogId)!
      const prices = cataloguePrices(applyPricePromotions(catalogue, promotions, clock.getTime()))
      const value = (name: string) => priceText(name, prices.get(name)!)
      // The price it starts from is the Starter's, whose installation is not free (seventh walkthrough E4): said beside it.
      expect(value('lowest.equipment')).toBe(value('starter-package.equipment'))
      const expected = `Packages from ${value('starter-package.equipment')} + ${value('starter-package.installation')} for installation (save ${value('starter-package.savings')})`
      // The dealer's Starter Package: $332.49, $17.50 off the regular $349.99, and its $99 installation.
      expect(expected).toBe('Packages from $332.49 + $99 for installation (save $17.50)')

      const context = await browser().newContext({ clock, viewport: { width, height: 900 } })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      await page.goto(`${inHolidaySale().baseUrl}/dallas`, { waitUntil: 'load' })
      const price = page.locator('#hero [data-price]')
      // Read aloud as one sentence, and shown as the same words.
      expect(await price.locator('.visually-hidden').textContent()).toBe(expected)
      expect((await price.locator('[aria-hidden="true"]').first().innerText()).replace(/\s+/g, ' ')).toBe(expected)
      expect(await price.isVisible()).toBe(true)
      expect(
        await page.getByRole('heading', { level: 2, name: 'Trusted by Families Across Dallas–Fort Worth' }).count(),
      ).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await screenshot(page, width)
      expect(errors).toEqual([])
      await context.close()
    },
  )
})

describe('the holiday sale says when it ends, from its declared promotion (sixth walkthrough, D21)', () => {
  const promotion = promotions.find((candidate) => candidate.id === 'holiday-doorbell')!
  const endDate = promotionValues(promotion).endDate!
  const banner = (page: Page) => page.locator('#offer-ribbon')
  const doorbellRibbon = (page: Page) =>
    page.locator('#device-deals li', { hasText: 'Video Doorbell' }).locator('[data-ribbon]')

  /** /promotions at `width` px on `clock`, from `origin`, hydrated; the page's errors are checked on `close`. */
  async function promotionsPage(origin: string, clock: Date, width: number) {
    const context = await browser().newContext({ clock, viewport: { width, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${origin}/promotions`, { waitUntil: 'load' })
    await hydrated(page)
    const close = async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await screenshot(page, width)
      expect(errors).toEqual([])
      await context.close()
    }
    return { page, close }
  }

  describe('while it runs', () => {
    it.each(WIDTHS)('at %i px: the /promotions banner and the sale cards name the promotion’s end', async (width) => {
      expect(isPricePromotionRunning(promotion, IN_HOLIDAY_SALE.getTime())).toBe(true)
      const { page, close } = await promotionsPage(inHolidaySale().baseUrl, IN_HOLIDAY_SALE, width)
      // The banner follows the promotion's dates, and quotes its end and its price.
      expect(await banner(page).isVisible()).toBe(true)
      expect(await banner(page).innerText()).toContain(
        `Holiday price through ${endDate}: the Video Doorbell is ${promotionValues(promotion).price}`,
      )
      expect(await doorbellRibbon(page).textContent()).toBe(`Sale through ${endDate}`)
      // The words are the declared end's: "January 4" for an end of 2027-01-04.
      expect(promotion.schedule?.endsAt).toBe('2027-01-04')
      expect(endDate).toBe('January 4')
      await close()
    })
  })

  describe('once it is over', () => {
    const server = serverAt(AFTER_HOLIDAY_SALE)
    it.each(WIDTHS)(
      'at %i px: neither the banner nor the sale ribbon shows, so no end date can be wrong',
      async (width) => {
        expect(isPricePromotionRunning(promotion, AFTER_HOLIDAY_SALE.getTime())).toBe(false)
        const { page, close } = await promotionsPage(server().baseUrl, AFTER_HOLIDAY_SALE, width)
        expect(await banner(page).isVisible()).toBe(false)
        expect(await doorbellRibbon(page).count()).toBe(0)
        await close()
      },
    )
  })
})
