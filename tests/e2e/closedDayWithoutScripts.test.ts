import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserPerFile, hydrated } from './support/browser.ts'
import { serverAt } from './support/serverAt.ts'
import { realSite } from '../support/realSite.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { telHref } from '../../services/partners/index.ts'

const browser = browserPerFile()
const site = realSite()
const { hours, forms, phones } = site.config
const weekly = hoursTexts(hours)

/** Thanksgiving, a closed date of hours.json: Thursday 26 November 2026, 11:00 CT, an open hour on any other Thursday. */
const THANKSGIVING = new Date('2026-11-26T11:00:00-06:00')
/** The day after, 11:00 CT: an ordinary Friday, every line open. */
const DAY_AFTER = new Date('2026-11-27T11:00:00-06:00')
const WIDTHS = [375, 768, 1280]

const tomorrowAt = (time: string) => fillTemplate(forms.messages.callbackTomorrow, { time })
const salesClosedToday = fillTemplate(hours.texts.closedToday, { name: 'Thanksgiving', when: tomorrowAt('7 AM') })
const supportClosedToday = fillTemplate(hours.texts.supportClosedToday, {
  name: 'Thanksgiving',
  when: tomorrowAt('8 AM'),
})
const hero = site.resolve('/').blocks.find((block) => block.type === 'Hero')!
const shopLabel = site.resolve('/shop').blocks.find((block) => block.type === 'ShopZipHero')!.props.callLabel
/** The shop's line opens by its own hours: tomorrow at 8 AM. */
const shopClosedToday = fillTemplate(hours.texts.ecommClosedToday, {
  label: shopLabel,
  name: 'Thanksgiving',
  when: tomorrowAt('8 AM'),
})

const words = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/\s+/g, ' ').trim()

/** The page as a browser with JavaScript turned off gets it: no boot script, no island, only the server's HTML. */
async function openWithoutScripts(url: string, width: number): Promise<Page> {
  const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'load' })
  return page
}

/** The visible call links to the sales number, in a part of the page. */
const salesLinks = (page: Page, selector: string) =>
  page
    .locator(`${selector} a[href="${telHref(phones.sales)}"]`)
    .filter({ visible: true })
    .count()

async function expectClosedDay(page: Page, where: string): Promise<void> {
  expect(await page.locator('html').getAttribute('data-closed-today'), where).toBe('2026-11-26')
  // The footer's Sales and Support groups say why they are closed and when they open.
  expect(await words(page, '[data-site-footer] [data-sales-hours-row]'), where).toBe(salesClosedToday)
  expect(await words(page, '[data-site-footer] [data-support-call-closed]'), where).toBe(supportClosedToday)
  // Every status says Offline, in words, in the header and the footer: not the weekly hours that read as open.
  const statuses = await page
    .locator('[data-status]')
    .filter({ visible: true })
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')))
  expect(statuses.length, where).toBeGreaterThan(0)
  expect(new Set(statuses), where).toEqual(new Set(['offline']))
  expect(
    await page.locator('[data-site-header] [data-status="offline"]').filter({ visible: true }).count(),
    where,
  ).toBeGreaterThan(0)
  // The hero's call line says the holiday's words, no number.
  const heroText = await words(page, `[id="${hero.id}"]`)
  expect(heroText, where).toContain(salesClosedToday)
  expect(heroText, where).not.toContain(phones.sales)
  // Nowhere the weekly hours, nowhere a sales call link or the sales number as text.
  const text = await page.locator('body').innerText()
  for (const hoursText of [weekly.sales, weekly.support]) expect(text, where).not.toContain(hoursText)
  expect(text, where).not.toContain(phones.sales)
  expect(await salesLinks(page, 'body'), where).toBe(0)
}

describe('JavaScript off on a closed date: the server marks the day, the call lines say the holiday (issue 25 item 6)', () => {
  // The prerendered pages as the static fast path serves them, and every page rendered per request.
  const fast = serverAt(THANKSGIVING, { STATIC_SERVING: 'fast' })
  const rendered = serverAt(THANKSGIVING)
  const dayAfter = serverAt(DAY_AFTER, { STATIC_SERVING: 'fast' })

  it.each(WIDTHS)(
    'at %i px on Thanksgiving, prerendered and rendered: Offline, the holiday’s words, no weekly hours',
    async (width) => {
      for (const [serving, server] of [
        ['prerendered', fast],
        ['rendered', rendered],
      ] as const) {
        const where = `${serving} at ${width} px`
        const page = await openWithoutScripts(`${server().baseUrl}/`, width)
        await expectClosedDay(page, where)
        // The shop's ZIP hero: its own line's words, not its weekly hours.
        await page.goto(`${server().baseUrl}/shop`, { waitUntil: 'load' })
        expect(await words(page, '[id="zip-hero"] [data-sales-hours]'), where).toBe(shopClosedToday)
        expect(await page.locator('body').innerText(), where).not.toContain(weekly.ecommSales)
        await page.context().close()
      }
    },
    60_000,
  )

  it('the HTML carries the attribute once, under a validator of the day; the day after neither', async () => {
    const holiday = await fetch(`${fast().baseUrl}/`, { headers: { 'accept-encoding': 'br' } })
    const holidayHtml = await holiday.text()
    expect(holidayHtml.match(/<html[^>]*>/)![0]).toBe('<html data-closed-today="2026-11-26" lang="en">')
    expect(holidayHtml.split('data-closed-today="').length - 1).toBe(1)
    const renderedHtml = await (await fetch(`${rendered().baseUrl}/`)).text()
    expect(renderedHtml.match(/<html[^>]*>/)![0]).toMatch(/^<html [^>]*data-closed-today="2026-11-26"/)
    expect(renderedHtml.split('data-closed-today="').length - 1).toBe(1)
    // The ordinary day's page and validator: a cache holding the holiday's copy gets the new page, not a 304.
    const after = await fetch(`${dayAfter().baseUrl}/`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': holiday.headers.get('etag')! },
    })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(holiday.headers.get('etag'))
    expect(holiday.headers.get('etag')).toContain('2026-11-26')
    expect(await after.text()).not.toContain('data-closed-today="')
  })

  it('with scripts on, the boot script finds the server’s mark already right: it never touches it (no flash)', async () => {
    for (const [server, clock, date, changes] of [
      [fast, THANKSGIVING, '2026-11-26', []],
      [rendered, THANKSGIVING, '2026-11-26', []],
      [dayAfter, DAY_AFTER, null, []],
      // Where the clocks disagree the visitor's decides, as before: the boot script marks the day itself (the
      // observer sees it, so the empty lists above mean something).
      [dayAfter, THANKSGIVING, '2026-11-26', ['null']],
    ] as const) {
      const context = await browser().newContext({ clock, viewport: { width: 1280, height: 900 } })
      // Every change of the attribute by a script, from before the page's first script runs (the parser's are not changes).
      await context.addInitScript(() => {
        const seen: string[] = []
        ;(window as unknown as { closedTodayChanges: string[] }).closedTodayChanges = seen
        new MutationObserver((records) => records.forEach((record) => seen.push(String(record.oldValue)))).observe(
          document,
          { attributes: true, attributeFilter: ['data-closed-today'], attributeOldValue: true, subtree: true },
        )
      })
      const page = await context.newPage()
      await page.goto(`${server().baseUrl}/`, { waitUntil: 'load' })
      await hydrated(page)
      expect(await page.locator('html').getAttribute('data-closed-today')).toBe(date)
      expect(
        await page.evaluate(() => (window as unknown as { closedTodayChanges: string[] }).closedTodayChanges),
      ).toEqual(changes)
      await context.close()
    }
  }, 60_000)

  it.each(WIDTHS)(
    'at %i px the day after: the weekly hours again, no holiday words',
    async (width) => {
      const page = await openWithoutScripts(`${dayAfter().baseUrl}/`, width)
      expect(await page.locator('html').getAttribute('data-closed-today')).toBeNull()
      const text = await page.locator('body').innerText()
      expect(text).not.toContain('Thanksgiving')
      // With scripts off and no closed date the hour is unknown: the statuses say the weekly hours.
      expect(await words(page, '[data-site-footer] [data-contact="sales"]')).toContain(weekly.sales)
      expect(await words(page, `[id="${hero.id}"]`)).toContain(weekly.sales)
      await page.context().close()
    },
    60_000,
  )
})
