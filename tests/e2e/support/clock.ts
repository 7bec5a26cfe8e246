import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'

/**
 * The clocks of the browser tests' pages. What a page shows depends on the time in Chicago (spec 4.10: the
 * sales number, support status, offer band, countdown), so no page may read the real time of day: every
 * page the e2e support opens stands on a fixed clock, open hours unless the test names another time.
 *
 * The date is the run's own (the weekday on or after today in Chicago), not a constant: the server under
 * test runs on the real clock, and what the page and the server both date must agree. A cookie a page
 * script sets for a day (attribution) is measured by the browser against its real clock, and a promotion
 * the server hides by its date must be hidden by the page's boot script too.
 */
const ZONE = 'America/Chicago'

/** `hhmm` in Chicago on the first Monday–Friday on or after `now`'s date there. */
export function weekdayAt(hhmm: string, now = Date.now()): Date {
  const [hour, minute] = hhmm.split(':').map(Number)
  let day = DateTime.fromMillis(now, { zone: ZONE }).startOf('day')
  while (day.weekday > 5) day = day.plus({ days: 1 })
  return day.set({ hour, minute }).toJSDate()
}

/** A weekday at 10:00 CT: sales (7–22) and support (8–20) open, offer hours (13–21) not yet. The default. */
export function openHours(now = Date.now()): Date {
  return weekdayAt('10:00', now)
}

/** A weekday at 22:30 CT: sales, support and offer hours closed. For tests that mean "closed". */
export function closedHours(now = Date.now()): Date {
  return weekdayAt('22:30', now)
}

/**
 * Pauses the page's clock at `at` before it loads anything: the page hydrates at that instant, and time moves
 * only when the test says (`page.clock.runFor`), however long loading takes. (Installed an hour earlier first:
 * `pauseAt` cannot move a clock back, and the page stands on the default clock until now.)
 */
export async function pausedAt(page: Page, at: Date): Promise<void> {
  await page.clock.install({ time: new Date(at.getTime() - 3_600_000) })
  await page.clock.pauseAt(at)
}
