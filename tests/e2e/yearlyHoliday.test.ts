import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { serverAt } from './support/serverAt.ts'
import { realSite } from '../support/realSite.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import { closedDateName } from '../../services/hours/closedDates.ts'

const browser = browserPerFile()
const site = realSite()
const { hours, forms } = site.config

/**
 * Thanksgiving 2028, Thursday 23 November, 11:00 CT (an open hour on any other Thursday): a day no dated entry of
 * hours.json names, only its yearly rule (closedEveryYear: the fourth Thursday of November).
 */
const THANKSGIVING_2028 = new Date('2028-11-23T11:00:00-06:00')
/** The evening before, when the scheduling picker is asked for the next days. */
const WEDNESDAY_BEFORE = new Date('2028-11-22T10:00:00-06:00')

const tomorrowAt = (time: string) => fillTemplate(forms.messages.callbackTomorrow, { time })
const shopLabel = site.resolve('/shop').blocks.find((block) => block.type === 'ShopZipHero')!.props.callLabel
const shopClosedToday = fillTemplate(hours.texts.ecommClosedToday, {
  label: shopLabel,
  name: 'Thanksgiving',
  when: tomorrowAt('8 AM'),
})
const salesClosedToday = fillTemplate(hours.texts.closedToday, { name: 'Thanksgiving', when: tomorrowAt('7 AM') })

const words = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/\s+/g, ' ').trim()

describe('a holiday only a yearly rule names: Thanksgiving 2028 (hours.json closedEveryYear)', () => {
  // Its own clock at the day, rendering per request: what a site built or started that autumn answers.
  const server = serverAt(THANKSGIVING_2028)

  it('is the rule’s day, with no dated entry for it', () => {
    expect(hours.closedDates?.['2028-11-23']).toBeUndefined()
    expect(closedDateName(hours, '2028-11-23')).toBe('Thanksgiving')
  })

  it('the shop’s line and the footer’s Sales group say the holiday’s words, scripts run, blocked or off', async () => {
    for (const scripts of ['run', 'blocked', 'off'] as const) {
      const context = await browser().newContext({
        clock: THANKSGIVING_2028,
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled: scripts !== 'off',
      })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      if (scripts === 'blocked')
        await page.route('**/*', (route) =>
          route.request().resourceType() === 'script' ? route.abort() : route.continue(),
        )
      await page.goto(`${server().baseUrl}/shop`, { waitUntil: 'load' })
      if (scripts === 'run') await hydrated(page)
      const where = `scripts ${scripts}`
      // The boot script marks the day before the first paint; with scripts off the server does.
      expect(await page.locator('html').getAttribute('data-closed-today'), where).toBe('2028-11-23')
      expect(await words(page, '[id="zip-hero"] [data-sales-hours]'), where).toBe(shopClosedToday)
      expect(await words(page, '[data-site-footer] [data-sales-hours-row]'), where).toBe(salesClosedToday)
      // Hydration lists the same closed days as the server's HTML: no mismatch, no error.
      if (scripts === 'run') expect(errors, where).toEqual([])
      await context.close()
    }
  }, 90_000)

  it('the scheduling picker offers the Wednesday before and the Friday after, not the holiday', async () => {
    const page = await browser().newPage({ clock: WEDNESDAY_BEFORE })
    const errors = collectPageErrors(page)
    await page.goto(`${server().baseUrl}/scheduling`)
    await hydrated(page)
    const dates = page.getByLabel('Date', { exact: true }).locator('option')
    await expect
      .poll(async () => (await dates.allTextContents()).some((text) => text.includes('11/22/2028')))
      .toBe(true)
    const values = await dates.evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value))
    expect(values).toContain('11/22/2028')
    expect(values).toContain('11/24/2028')
    expect(values).not.toContain('11/23/2028')
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)
})
