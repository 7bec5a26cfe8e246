import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import { type ClosedDays, closedDateName } from '../../../services/hours/closedDates.ts'
import { repoRoot } from '../../support/fixtureSite.ts'

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

const DAYS = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 } as const
export type Day = keyof typeof DAYS

/**
 * The days the company is closed (hours.json `closedDates` and `closedEveryYear`): a test that names a weekday means
 * an ordinary one, so a run on the Wednesday before Thanksgiving stands its "open hours" on Friday, not on the holiday.
 */
const closedDays = JSON.parse(readFileSync(join(repoRoot, 'site-config/hours.json'), 'utf8')) as ClosedDays

/** `hhmm` in Chicago on the first of `days` on or after `now`'s date there that is not a closed date. */
function firstOf(days: readonly Day[], hhmm: string, now: number): Date {
  const [hour, minute] = hhmm.split(':').map(Number)
  const weekdays: number[] = days.map((day) => DAYS[day])
  let day = DateTime.fromMillis(now, { zone: ZONE }).startOf('day')
  while (!weekdays.includes(day.weekday) || closedDateName(closedDays, day.toISODate()!) !== undefined)
    day = day.plus({ days: 1 })
  return day.set({ hour, minute }).toJSDate()
}

/** `hhmm` in Chicago on the first Monday–Friday on or after `now`'s date there. */
export function weekdayAt(hhmm: string, now = Date.now()): Date {
  return firstOf(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], hhmm, now)
}

/**
 * `hhmm` in Chicago on the first `day` on or after `now`'s date there, for a test whose answer depends on the day
 * itself (a Monday night's next opening is "tomorrow", a Friday night's is "on Monday").
 */
export function dayAt(day: Day, hhmm: string, now = Date.now()): Date {
  return firstOf([day], hhmm, now)
}

/** `hhmm` in Chicago on the first Saturday on or after `now`'s date there. */
export function saturdayAt(hhmm: string, now = Date.now()): Date {
  return dayAt('saturday', hhmm, now)
}

/** `hhmm` in Chicago on this week's Sunday (the first on or after `now`'s date there). */
export function sundayAt(hhmm: string, now = Date.now()): Date {
  return dayAt('sunday', hhmm, now)
}

/** A weekday at 10:00 CT: sales (7–22) and support (8–20) open, offer hours (13–21) not yet. The default. */
export function openHours(now = Date.now()): Date {
  return weekdayAt('10:00', now)
}

/** A weekday at 22:30 CT: sales, support and offer hours closed. For tests that mean "closed". */
export function closedHours(now = Date.now()): Date {
  return weekdayAt('22:30', now)
}

/** A Saturday at 15:00 CT: sales closed all weekend, support and offer hours (Saturday 13–21) open. */
export function saturdayAfternoon(now = Date.now()): Date {
  return saturdayAt('15:00', now)
}

/** A Sunday at 12:00 CT: sales, support and offer hours closed all day. */
export function sundayNoon(now = Date.now()): Date {
  return sundayAt('12:00', now)
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
