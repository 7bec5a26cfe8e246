import { DateTime } from 'luxon'
import { addCalendarDays, closedDatesBetween } from '../../services/hours/closedDates.ts'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { realSite } from '../support/realSite.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { nextSupportOpening } from '../../services/hours/index.ts'
import { whenWeCall } from '../../blocks/shared/contact/CallbackPromise.tsx'
import { smsHref, telHref } from '../../services/partners/index.ts'
import { browserPerFile, collectPageErrors, openPageAt } from './support/browser.ts'
import { largestBlankGap } from './support/blankGap.ts'
import { closedHours, openHours } from './support/clock.ts'

/**
 * Issue 25, a fresh walkthrough: /customer-support (rated 7) listed "Ways to reach us" with no link to call or
 * text, and left blank gaps at 375 px. Its body now carries the header's Support group: the text link at any hour,
 * the call link while support is open and, while it is closed, when phone support opens (spec 4.10), decided before
 * the first paint (scripts blocked) as after hydration.
 */
const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const { hours, phones, navigation, forms } = realSite().config
const supportHours = hoursTexts(hours).support
const URL = `${baseUrl}/customer-support`
const WAYS = '#support-options'

const visibleLinks = (page: Page, href: string) => page.locator(`${WAYS} a[href="${href}"]`).filter({ visible: true })
const waysText = async (page: Page) => (await page.locator(WAYS).innerText()).replace(/\s+/g, ' ')

/** The next closed date of hours.json after the run's own day in Chicago, at 10:00 there: a weekday's open hour. */
function nextClosedDate(): { name: string; at: Date } {
  const today = DateTime.now().setZone('America/Chicago').toISODate()!
  const { date, name } = closedDatesBetween(hours, addCalendarDays(today, 1), addCalendarDays(today, 366))[0]!
  return { name, at: DateTime.fromISO(`${date}T10:00`, { zone: 'America/Chicago' }).toJSDate() }
}

describe('/customer-support: the ways to reach us are links (issue 25 walkthrough)', () => {
  it.each([375, 768, 1280])('at %i px in support hours: call and text links in the body', async (width) => {
    for (const scripts of ['blocked', 'run'] as const) {
      const page = await openPageAt(browser(), URL, { width, clock: openHours(), scripts })
      const errors = collectPageErrors(page)
      const where = `${width} px, scripts ${scripts}`
      await expect.poll(() => visibleLinks(page, telHref(phones.support)).count(), { message: where }).toBe(1)
      expect(await visibleLinks(page, telHref(phones.support)).innerText(), where).toBe(
        `${navigation.contact.call} ${phones.support}`,
      )
      expect(await visibleLinks(page, smsHref(phones.supportText)).count(), where).toBe(1)
      expect(await waysText(page), where).toContain(supportHours)
      expect(await waysText(page), where).not.toContain(
        fillTemplate(navigation.contact.supportCallClosed, { hours: supportHours }),
      )
      // Blocked script files are console errors of their own; only a page whose scripts run must have none.
      if (scripts === 'run') expect(errors, where).toEqual([])
      await page.context().close()
    }
  })

  it.each([375, 768, 1280])(
    'at %i px after support hours: no call link, the text link stays, and it says when phone support opens',
    async (width) => {
      for (const scripts of ['blocked', 'run'] as const) {
        const clock = closedHours()
        const page = await openPageAt(browser(), URL, { width, clock, scripts })
        const where = `${width} px, scripts ${scripts}`
        expect(await visibleLinks(page, telHref(phones.support)).count(), where).toBe(0)
        expect(await visibleLinks(page, smsHref(phones.supportText)).count(), where).toBe(1)
        // The head boot script knows the hour even when script files are blocked: when phone support opens next.
        const when = whenWeCall(forms.messages, nextSupportOpening(hours, clock))
        expect(await waysText(page), where).toContain(
          fillTemplate(navigation.contact.supportCallOpensNext!, { hours: supportHours, when }),
        )
        await page.context().close()
      }
    },
  )

  it('on a closed date at an hour that is open on other days: closed today, and when phone support opens', async () => {
    const { name, at } = nextClosedDate()
    for (const scripts of ['blocked', 'run'] as const) {
      const page = await openPageAt(browser(), URL, { width: 375, clock: at, scripts })
      const where = `${name}, scripts ${scripts}`
      expect(await visibleLinks(page, telHref(phones.support)).count(), where).toBe(0)
      expect(await waysText(page), where).toMatch(new RegExp(`Closed today for ${name}\\. Phone support opens `))
      await page.context().close()
    }
  })

  it.each([375, 768, 1280])('at %i px the body has no blank gap taller than a section break', async (width) => {
    const page = await openPageAt(browser(), URL, { width, clock: openHours(), scripts: 'run' })
    // Two white sections in a row leave 130 px of nothing (/contact-us); the change of band here leaves about 100.
    const gap = await largestBlankGap(page.locator('main'))
    expect(gap.px, `${width} px: ${gap.px} px between ${gap.after} and ${gap.before}`).toBeLessThanOrEqual(112)
    // At 375 px the links come right after the hero, not under the paragraphs.
    if (width === 375) {
      const card = await page.locator(`${WAYS} [data-support-ways]`).boundingBox()
      const words = await page.locator(`${WAYS} p`, { hasText: 'emergency' }).boundingBox()
      expect(card!.y).toBeLessThan(words!.y)
    }
    await page.context().close()
  })
})
