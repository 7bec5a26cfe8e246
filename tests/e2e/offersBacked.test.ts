import { describe, expect, inject, it } from 'vitest'
import { realSite } from '../support/realSite.ts'
import { sitePaths } from '../support/sitePaths.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { readPricePromotions } from '../../server/catalogue/promotedCatalogue.server.ts'
import { scheduleWindow } from '../../services/schedule/index.ts'
import { isPricePromotionRunning, promotionalPrice } from '../../services/catalogue/index.ts'
import { browserPerFile } from './support/browser.ts'
import { serverAt } from './support/serverAt.ts'
import { type ServedDocument, forEachServedPage } from './support/servedPages.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** The marks a claim carries to say "see the offer details": every one must be explained on its page. */
const FOOTNOTE_MARKS = ['*', '†', '‡']

/** The marks a page's texts carry after a claim, and the marks its small print explains. */
function footnoteMarks(document: ServedDocument): { carried: Map<string, string>; explained: Set<string> } {
  const carried = new Map<string, string>()
  const explained = new Set<string>()
  for (const element of document.querySelectorAll('main p, main li, main span, main h1, main h2, main h3')) {
    if (element.children.length > 0 && element.tagName !== 'P' && element.tagName !== 'LI') continue
    const text = (element.textContent ?? '').trim()
    for (const mark of FOOTNOTE_MARKS) {
      // "*Requires a 36-month…" or the small print's own marker explains it; "installation*" carries it.
      if (text.startsWith(mark)) explained.add(mark)
      else if (text.includes(mark) && !carried.has(mark)) carried.set(mark, text)
    }
  }
  return { carried, explained }
}

describe('every offer a page makes is one the company backs (issue 25 items 1 and 7)', () => {
  it(
    'each footnote mark a claim carries (*, †, ‡) is explained in the same page’s small print',
    { timeout: 600_000 },
    async () => {
      const unexplained: string[] = []
      let marksRead = 0
      await forEachServedPage(
        sitePaths(realSite()).map(({ url }) => url),
        (url, document) => {
          const { carried, explained } = footnoteMarks(document)
          for (const [mark, text] of carried) {
            marksRead++
            if (!explained.has(mark))
              unexplained.push(`${url}: "${text}" carries ${mark}, which nothing on the page explains`)
          }
        },
      )
      expect(unexplained).toEqual([])
      // The ad variants, /promotions and the offer pages carry marks: the walk must have met them.
      expect(marksRead).toBeGreaterThan(20)
    },
  )

  describe('the doorbell sale', () => {
    /** Tuesday 8 December 2026, 10:00 CST: inside the declared holiday doorbell price, in open hours. */
    const IN_SALE = new Date('2026-12-08T10:00:00-06:00')
    const inSale = serverAt(IN_SALE)

    it('/promotions announces the doorbell sale only while its declared promotion runs, at the catalogue price', async () => {
      const promotion = readPricePromotions(repoRoot).find((p) => p.item === 'doorbell-camera')!
      const ribbon = (page: import('playwright-core').Page) =>
        page.getByRole('complementary', { name: 'Current offer' }).filter({ hasText: 'Video Doorbell' })
      // An hour after the promotion nothing announces it: the page's own clock hides it, whatever day the shared
      // server renders the page on (before the end it renders the ribbon, after it not).
      const after = new Date(scheduleWindow(promotion.schedule ?? {})!.endsAt! + 60 * 60_000)
      const late = await browser().newContext({ clock: after })
      const latePage = await late.newPage()
      await latePage.goto(baseUrl + '/promotions', { waitUntil: 'load' })
      await expect.poll(() => ribbon(latePage).isVisible()).toBe(false)
      await late.close()
      // While it runs, the ribbon says the promoted price, the price the deal card shows: a server and a page on a day
      // of the sale.
      expect(isPricePromotionRunning(promotion, IN_SALE.getTime())).toBe(true)
      const context = await browser().newContext({ clock: IN_SALE })
      const page = await context.newPage()
      await page.goto(inSale().baseUrl + '/promotions', { waitUntil: 'load' })
      await expect.poll(() => ribbon(page).isVisible()).toBe(true)
      const price = `$${promotionalPrice(promotion, 199.99).toFixed(2)}`
      expect(await ribbon(page).innerText()).toContain(price)
      const dealCard = page.locator('#device-deals li, #device-deals article').filter({ hasText: 'Video Doorbell' })
      expect(await dealCard.first().innerText()).toContain(price)
      await context.close()
    })
  })
})
