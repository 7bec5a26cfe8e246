import { mkdirSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { axeViolations, browserPerFile, collectPageErrors } from './support/browser.ts'
import { clippedInside } from './support/clipped.ts'
import { dayAt } from './support/clock.ts'
import { bookSlotWithTestCard, orderPageFromShopLink, sendOrderContact } from './support/shopJourney.ts'
import { dateOptions, parseSlotValue, timeSlotOptions } from '../../services/scheduling/index.ts'
import { nextStepTimeline } from '../../services/checkout/nextSteps.ts'
import { nextStepsInWords } from '../../blocks/CheckoutOrderSummary/nextStepsInWords.ts'

import { realSite } from '../support/realSite.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const site = realSite()
const texts = site.resolve('/checkout/HB1/0a/customer').blocks.find((block) => block.type === 'CheckoutOrderSummary')!
  .props.confirmation.nextSteps
const closedDays = site.config.hours
const DAY_MS = 24 * 60 * 60 * 1000
const SHOTS = 'test-results/checkout'

/**
 * The page's fixed clock: a Tuesday two days or more after the run's date (the host refuses a slot already begun by
 * the server's real clock, so the page stands ahead of it). `dateIndex` picks the offered date: 0 is the first
 * (today before 16:00, tomorrow from 16:00), 6 a week on.
 */
const cases = [
  { width: 1280, time: '11:00', dateIndex: 0, timeOfDay: 'afternoon', reads: 'today, 3:15 PM' },
  { width: 768, time: '23:00', dateIndex: 0, timeOfDay: 'afternoon', reads: 'at 23:00, tomorrow noon' },
  { width: 375, time: '11:00', dateIndex: 6, timeOfDay: 'morning', reads: 'a week on' },
] as const

/** Rater D3: the confirmation's "what happens next" is worded for the booked date, on the buyer's clock. */
describe('the confirmation’s next steps follow the booked slot', () => {
  it.each(cases)('at $width px, $time on a Tuesday, $reads', async ({ width, time, dateIndex, timeOfDay }) => {
    const now = dayAt('tuesday', time, Date.now() + 2 * DAY_MS)
    const date = dateOptions(now, closedDays)[dateIndex]!.value
    const slot = timeSlotOptions(date, timeOfDay, now, closedDays)[0]!.value
    const context = await browser().newContext({ clock: now, viewport: { width, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await orderPageFromShopLink(page, `${baseUrl}/shop?package=STD-COMPLETE-PACKAGE&customize=1`)
    await sendOrderContact(page)
    await bookSlotWithTestCard(page, { date, timeOfDay, slot })
    await page.getByRole('button', { name: 'Place Demo Order' }).click()
    await page.getByRole('heading', { level: 2, name: 'Thank you! Your order is placed.' }).waitFor()

    const steps = await page.getByTestId('confirmation-next-steps').locator('li').allTextContents()
    const timeline = nextStepTimeline({
      placedAt: now.getTime(),
      visitAt: parseSlotValue(slot)!.toMillis(),
      timezone: site.config.hours.timezone,
      closedDays,
      shippingBusinessDays: texts.shippingBusinessDays ?? 2,
    })
    expect(steps).toEqual(nextStepsInWords(timeline, texts))
    const words = steps.join(' ')
    if (dateIndex === 0) {
      // Today at 11:00, tomorrow at 23:00: nothing that needs a day or more before the visit.
      expect(timeline.daysAhead).toBe(time === '11:00' ? 0 : 1)
      expect(words).not.toMatch(/within one business day|ships to you|the day before/)
      expect(words).toContain(`before your technician arrives ${time === '11:00' ? 'today' : 'tomorrow'}`)
      expect(words).toContain('brings your equipment')
    } else {
      expect(words).toContain('within one business day')
      expect(words).toContain('ships to you')
      expect(words).toContain('by text the day before')
    }
    // The confirmation's order summary shows every line whole too (rater D7).
    if (width < 1024) await page.getByRole('button', { name: 'Show order summary' }).click()
    expect(await clippedInside(page.getByRole('complementary', { name: 'Order summary' }))).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/next-steps-${width}.png`, fullPage: true })
    expect(errors).toEqual([])
    await context.close()
  })
})
