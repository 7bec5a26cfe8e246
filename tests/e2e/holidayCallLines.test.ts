import { describe, expect, inject, it } from 'vitest'
import { closedDateName } from '../../services/hours/closedDates.ts'
import type { Page } from 'playwright-core'
import { browserPerFile, collectPageErrors, openPageAt } from './support/browser.ts'
import { bookSlotWithTestCard, orderPageFromShopLink, sendOrderContact } from './support/shopJourney.ts'
import { serverAt } from './support/serverAt.ts'
import { realSite } from '../support/realSite.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { dateOptions, timeSlotOptions } from '../../services/scheduling/index.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const site = realSite()
const { hours, forms } = site.config

/** Thanksgiving, a closed date of hours.json: Thursday 26 November 2026, 11:00 CT, an open hour on any other Thursday. */
const THANKSGIVING = new Date('2026-11-26T11:00:00-06:00')
/** The day after, 10:00 CT: the shop's line is open again. */
const DAY_AFTER = new Date('2026-11-27T10:00:00-06:00')

const shopHero = site.resolve('/shop').blocks.find((block) => block.type === 'ShopZipHero')!
const shopLabel = shopHero.props.callLabel
const orderTexts = site
  .resolve('/checkout/HB1/0a/customer')
  .blocks.find((block) => block.type === 'CheckoutOrderSummary')!.props.confirmation

/** What the e-commerce line says on Thanksgiving: closed today, and it opens Friday at 8 AM (its own hours). */
const closedToday = (label: string) =>
  fillTemplate(hours.texts.ecommClosedToday, {
    label,
    name: 'Thanksgiving',
    when: fillTemplate(forms.messages.callbackTomorrow, { time: '8 AM' }),
  })

const lineText = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/\s+/g, ' ').trim()

describe('the shop’s and the order page’s call line on a closed date (hours.json closedEveryYear)', () => {
  it('says the words the config gives', () => {
    expect(closedDateName(hours, '2026-11-26')).toBe('Thanksgiving')
    expect(closedToday(shopLabel)).toBe(
      'Closed today for Thanksgiving. Call our online sales team tomorrow at 8 AM CT.',
    )
  })

  it.each([375, 1280])(
    'at %i px on Thanksgiving: /shop says it is closed today and opens tomorrow at 8 AM, in the HTML before scripts and after',
    async (width) => {
      for (const scripts of ['blocked', 'run'] as const) {
        const page = await openPageAt(browser(), `${baseUrl}/shop`, { width, clock: THANKSGIVING, scripts })
        const where = `scripts ${scripts}, ${width} px`
        const line = await lineText(page, '[id="zip-hero"] [data-sales-hours]')
        expect(line, where).toBe(closedToday(shopLabel))
        // Not the weekly hours, which read as open on a Thursday at 11:00, and no call link.
        expect(await page.locator('[id="zip-hero"]').innerText(), where).not.toContain(hoursTexts(hours).ecommSales)
        expect(await page.locator('[id="zip-hero"] a[href^="tel:"]').filter({ visible: true }).count(), where).toBe(0)
        await page.context().close()
      }
      // The day after, the line is a call link again and no holiday words remain.
      const after = await openPageAt(browser(), `${baseUrl}/shop`, { width, clock: DAY_AFTER, scripts: 'run' })
      expect(await after.locator('[id="zip-hero"] a[href^="tel:"]').filter({ visible: true }).count()).toBe(1)
      expect(await after.locator('[id="zip-hero"]').innerText()).not.toContain('Thanksgiving')
      await after.context().close()
    },
    60_000,
  )

  describe('on a server whose own clock stands at Thanksgiving too (it refuses a slot already begun by that clock)', () => {
    const server = serverAt(THANKSGIVING)

    it('the order confirmation placed on Thanksgiving says the same, after scripts and in the server’s HTML', async () => {
      const context = await browser().newContext({ clock: THANKSGIVING, viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      await orderPageFromShopLink(page, `${server().baseUrl}/shop?package=STD-COMPLETE-PACKAGE&customize=1`)
      await sendOrderContact(page)
      const date = dateOptions(THANKSGIVING, hours)[1]!.value
      const slot = timeSlotOptions(date, 'afternoon', THANKSGIVING, hours)[0]!.value
      await bookSlotWithTestCard(page, { date, timeOfDay: 'afternoon', slot })
      await page.getByRole('button', { name: 'Place Demo Order' }).click()
      await page.getByRole('heading', { level: 2, name: 'Thank you! Your order is placed.' }).waitFor()
      const expected = `${orderTexts.callPrompt} ${closedToday(orderTexts.callLabel ?? 'Call')}`
      expect(await lineText(page, '[data-testid="confirmation-call"]')).toBe(expected)
      expect(errors).toEqual([])
      // A later visit, its script files refused: the server's HTML and the boot script say it before any code runs.
      const url = page.url()
      const again = await context.newPage()
      await again.route('**/*', (route) =>
        route.request().resourceType() === 'script' ? route.abort() : route.continue(),
      )
      await again.goto(url, { waitUntil: 'load' })
      expect(await lineText(again, '[data-testid="confirmation-call"]')).toBe(expected)
      await context.close()
    }, 120_000)
  })
})

describe('the Support Center group on a closed date (fourth walkthrough D4)', () => {
  it.each([375, 1280])(
    'at %i px on Thanksgiving the footer says phone support is closed for the holiday and opens tomorrow at 8 AM',
    async (width) => {
      const page = await openPageAt(browser(), `${baseUrl}/`, { width, clock: THANKSGIVING, scripts: 'run' })
      const support = page.locator('[data-site-footer] [data-support-call-closed]')
      // Read once the footer is hydrated (scrolled near, the day known then), as the Sales group's "Closed today" is.
      await support.scrollIntoViewIfNeeded()
      await expect
        .poll(() => lineText(page, '[data-site-footer] [data-support-call-closed]'))
        .toBe(
          fillTemplate(hours.texts.supportClosedToday, {
            name: 'Thanksgiving',
            when: fillTemplate(forms.messages.callbackTomorrow, { time: '8 AM' }),
          }),
        )
      // Not "closed now. Call us Mon-Sat 8am-8pm CT", which reads as open on a Thursday at 11:00; no call link.
      expect(await support.innerText()).not.toContain(hoursTexts(hours).support)
      expect(
        await page
          .locator('[data-site-footer] [data-contact="support"] a[href^="tel:"]')
          .filter({ visible: true })
          .count(),
      ).toBe(0)
      await page.context().close()
      // The day after at 10:00 phone support is open: the call link with its hours, no holiday words.
      const after = await openPageAt(browser(), `${baseUrl}/`, { width, clock: DAY_AFTER, scripts: 'run' })
      expect(await after.locator('[data-site-footer] [data-contact="support"]').innerText()).not.toContain(
        'Thanksgiving',
      )
      expect(
        await after
          .locator('[data-site-footer] [data-contact="support"] a[href^="tel:"]')
          .filter({ visible: true })
          .count(),
      ).toBe(1)
      await after.context().close()
    },
    60_000,
  )
})
