import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { weekdayAt } from './support/clock.ts'
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

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const WIDTHS = [375, 768, 1280]
const promotions = readPricePromotions(repoRoot)
const SCREENSHOTS = join(repoRoot, 'test-results/screenshots')

/** The page as the walkthrough's reviewer sees it, to look at beside the leading brands' pages. */
async function screenshot(page: Page, width: number) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  const name = new URL(page.url()).pathname.slice(1)
  await page.screenshot({ path: join(SCREENSHOTS, `values-from-source-${name}-${width}.png`) })
}

/**
 * The sixth walkthrough (D20, D21) read pages that named no figure or date where their source has one: /dallas gave
 * no price, the holiday sale no end date. These pages now quote the partner's catalogue and the declared promotion;
 * each test computes what they must say from that source, on the test's fixed clock.
 */
describe('a partner page quotes its partner catalogue (sixth walkthrough, D20)', () => {
  it.each(WIDTHS)(
    'at %i px: /dallas says "Packages from … + … for installation (save …)" from the dealer catalogue',
    async (width) => {
      const clock = weekdayAt('10:00')
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
      await page.goto(`${baseUrl}/dallas`, { waitUntil: 'load' })
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
  it.each(WIDTHS)('at %i px: the /promotions banner and the sale cards name the promotion’s end', async (width) => {
    const clock = weekdayAt('10:00')
    const promotion = promotions.find((candidate) => candidate.id === 'holiday-doorbell')!
    const endDate = promotionValues(promotion).endDate!
    const context = await browser().newContext({ clock, viewport: { width, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/promotions`, { waitUntil: 'load' })
    await hydrated(page)
    const banner = page.locator('#offer-ribbon')
    const doorbellRibbon = page.locator('#device-deals li', { hasText: 'Video Doorbell' }).locator('[data-ribbon]')
    if (isPricePromotionRunning(promotion, clock.getTime())) {
      // The banner follows the promotion's dates, and quotes its end and its price.
      expect(await banner.isVisible()).toBe(true)
      expect(await banner.innerText()).toContain(
        `Holiday price through ${endDate}: the Video Doorbell is ${promotionValues(promotion).price}`,
      )
      expect(await doorbellRibbon.textContent()).toBe(`Sale through ${endDate}`)
      // The words are the declared end's: "January 4" for an end of 2027-01-04.
      expect(promotion.schedule?.endsAt).toBe('2027-01-04')
      expect(endDate).toBe('January 4')
    } else {
      // Outside the promotion neither the banner nor the sale ribbon shows, so no end date can be wrong.
      expect(await banner.isVisible()).toBe(false)
      expect(await doorbellRibbon.count()).toBe(0)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await screenshot(page, width)
    expect(errors).toEqual([])
    await context.close()
  })
})
