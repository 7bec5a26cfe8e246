import type { HoursConfig, WeeklySchedule } from '../../schemas/generated/hours.ts'
import {
  intersectSchedules,
  isOpenAt,
  nextOpening,
  nextOpeningOnCalendar,
  wallClock,
  type NextOpening,
} from './schedule.ts'
import { closedDateName, closedDatesBetween, weekdayOfDate } from './closedDates.ts'

export type { HoursConfig, NextOpening, WeeklySchedule }
export { clockTime, weekdayName } from './schedule.ts'
export { isOpenAt, nextOpening }
export {
  type ClosedDates,
  type ClosedDays,
  addCalendarDays,
  closedDateName,
  closedDatesBetween,
  weekdayOfDate,
} from './closedDates.ts'

/**
 * The holiday's name when `instant` falls on a closed date (hours.json closedDates or a closedEveryYear rule) on the
 * company's calendar.
 */
export function closedDateAt(hours: HoursConfig, instant: Date | number): string | undefined {
  return closedDateName(hours, wallClock(instant, hours.timezone).date)
}

/**
 * The date ("YYYY-MM-DD") when `instant` falls on a closed date on the company's calendar, else undefined: what
 * <html data-closed-today> names, set by the head boot script, by the server where no script runs
 * (server/closedToday.server.ts) and by the studio's preview at its simulated moment.
 */
export function closedDateOn(hours: HoursConfig, instant: Date | number): string | undefined {
  const { date } = wallClock(instant, hours.timezone)
  return closedDateName(hours, date) === undefined ? undefined : date
}

// Spec 4.10 ends with an "expiry check" (a timestamp is expired when from a different day or more than 24 minutes
// old) but names no timestamp it applies to, and the spec reads no stored timestamp but the login's, which has its
// own rule (less than 24 hours old: §4.1, §9.1; isLoginValid in services/auth). An isExpired here had no caller and
// was removed as dead code (issue 29); bring it back together with the use the spec gives it, not before.

/** Which reading of the two the spec gives for support hours (spec 4.10 (a) and (b)). */
export type SupportReading = HoursConfig['supportReading']

/** What the chrome shows at one moment: Available/Offline for sales and support, and the offer windows. */
export interface Availability {
  sales: boolean
  /** The e-commerce sales line (spec 9.1's e-commerce hours): the shop's call link. */
  ecommSales: boolean
  support: boolean
  offer: boolean
  countdown: boolean
}

export interface AvailabilityOptions {
  /** `?offHours=true` (spec 4.10): everything counts as outside hours, whatever the clock says. */
  forceOffHours?: boolean
  supportReading?: SupportReading
}

/** Spec 4.10: sales is outside hours on weekdays before 7 or from 22 on, and all weekend; and on a closed date. */
export function isSalesOpen(hours: HoursConfig, instant: Date | number): boolean {
  return isOpenAt(hours.sales, instant, hours.timezone, hours)
}

/**
 * The shop's call line: spec 9.1's e-commerce sales hours ("Monday–Friday 8am–8pm or Saturday 10am–7pm CT" in
 * reading a, the same reading as the text the shop shows), and only while sales is available, since spec 4.10
 * hides every phone link while sales is unavailable and the shop's number is the sales number (spec 9.2 names
 * no e-commerce number). So a Saturday never offers a link the header calls Offline: the shop prints its hours and
 * when the line opens next instead.
 */
export function isEcommSalesOpen(hours: HoursConfig, instant: Date | number): boolean {
  return isOpenAt(ecommSalesSchedule(hours), instant, hours.timezone, hours)
}

/** Spec 4.10: support hours in the configured reading, or the one asked for; phone support is closed on a closed date. */
export function isSupportOpen(
  hours: HoursConfig,
  instant: Date | number,
  reading: SupportReading = hours.supportReading,
): boolean {
  return isOpenAt(hours.support[reading], instant, hours.timezone, hours)
}

/**
 * Spec 4.10: offer hours, Mon–Sat 13:00–20:59. Closed dates do not apply: the offer and its countdown are windows
 * for booking online, not staffed lines (the booked consultation itself never falls on a closed date).
 */
export function isOfferHours(hours: HoursConfig, instant: Date | number): boolean {
  return isOpenAt(hours.offer, instant, hours.timezone)
}

/** Spec 4.10: the countdown timer shows on weekdays 14–20 and Saturday 14–19 (whole hours). */
export function isCountdownShown(hours: HoursConfig, instant: Date | number): boolean {
  return isOpenAt(hours.countdown, instant, hours.timezone)
}

/** Every hours-dependent state at one moment; `forceOffHours` turns them all off. */
export function availabilityAt(
  hours: HoursConfig,
  instant: Date | number,
  options: AvailabilityOptions = {},
): Availability {
  if (options.forceOffHours) return { sales: false, ecommSales: false, support: false, offer: false, countdown: false }
  return {
    sales: isSalesOpen(hours, instant),
    ecommSales: isEcommSalesOpen(hours, instant),
    support: isSupportOpen(hours, instant, options.supportReading),
    offer: isOfferHours(hours, instant),
    countdown: isCountdownShown(hours, instant),
  }
}

/** Spec 4.10: the query `offHours=true` (exactly "true") forces the off-hours state. */
export function isOffHoursForced(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  return params.get('offHours') === 'true'
}

/**
 * Spec 2.11: the 404 page has its own rule; Sunday and anything outside sales hours count as unavailable,
 * even if the sales schedule were ever to open on a Sunday.
 */
export function isNotFoundSalesAvailable(hours: HoursConfig, instant: Date | number, forceOffHours = false): boolean {
  if (forceOffHours) return false
  if (wallClock(instant, hours.timezone).weekday === 7) return false
  return isSalesOpen(hours, instant)
}

/**
 * Every line as the head boot script decides it (availabilityBootScript.ts), for code that decides on a clock of its
 * own: the studio's simulated visitor and a thank-you shown where the boot script decided nothing. The visitor's
 * query `offHours=true` forces every line closed (spec 4.10); the 404 page's line has its own rule (spec 2.11).
 */
export function availabilityFor(
  hours: HoursConfig,
  instant: Date | number,
  search: string | URLSearchParams,
): Availability & { notFoundSales: boolean } {
  const forceOffHours = isOffHoursForced(search)
  return {
    ...availabilityAt(hours, instant, { forceOffHours }),
    notFoundSales: isNotFoundSalesAvailable(hours, instant, forceOffHours),
  }
}

export { hoursTexts } from './texts.ts'

/**
 * The hours the shop's e-commerce line is open: spec 9.1's e-commerce hours while sales is open too (spec 4.10), as
 * isEcommSalesOpen decides; when it next opens is read from this, never from either schedule alone.
 */
export function ecommSalesSchedule(hours: HoursConfig): WeeklySchedule {
  return intersectSchedules(hours.sales, hours.ecommSales[hours.ecommSalesReading])
}

/** The lines people answer whose closed words say when they open. */
export type StaffedLine = 'sales' | 'ecommSales' | 'support'

/**
 * The weekly hours of a staffed line: sales', the shop's e-commerce line's, or phone support's configured reading. The
 * one place that says which hours a line keeps: its next opening, its closed days and the head boot script read them here.
 */
export function lineSchedule(hours: HoursConfig, line: StaffedLine): WeeklySchedule {
  if (line === 'ecommSales') return ecommSalesSchedule(hours)
  return line === 'support' ? hours.support[hours.supportReading] : hours.sales
}

/**
 * When sales next opens after `instant` (spec 4.10's sales hours, closed dates skipped): for the thank-you of a
 * lead sent out of hours ("we will call you Friday at 7 AM" on Thanksgiving).
 */
export function nextSalesOpening(hours: HoursConfig, instant: Date | number): NextOpening | null {
  return nextOpening(lineSchedule(hours, 'sales'), instant, hours.timezone, hours)
}

/** When phone support next opens after `instant` (the support reading's hours, closed dates skipped). */
export function nextSupportOpening(hours: HoursConfig, instant: Date | number): NextOpening | null {
  return nextOpening(lineSchedule(hours, 'support'), instant, hours.timezone, hours)
}

/** When the shop's e-commerce line next opens after `instant` (ecommSalesSchedule's hours, closed dates skipped). */
export function nextEcommSalesOpening(hours: HoursConfig, instant: Date | number): NextOpening | null {
  return nextOpening(lineSchedule(hours, 'ecommSales'), instant, hours.timezone, hours)
}

/**
 * How far from the start of the year its site data was built in (SiteData.closedDaysFrom) a page lists the closed
 * days: its call lines carry each one's words and the head boot script its date. Yearly rules never run out, so a
 * page must list a window of them; two years from 1 January reach at least twelve months past any build or start.
 */
export const CLOSED_DAYS_LISTED_YEARS = 2

/**
 * The closed days a page lists (closedDatesBetween), from `from` ("YYYY-MM-DD", 1 January of the year the site data was built in)
 * through CLOSED_DAYS_LISTED_YEARS years later: the one-off dates and the yearly rules' dates in that window.
 */
export function listedClosedDays(hours: HoursConfig, from: string): Array<{ date: string; name: string }> {
  // The same day two years on, compared as text: a 29 February's bound need not exist.
  return closedDatesBetween(hours, from, `${Number(from.slice(0, 4)) + CLOSED_DAYS_LISTED_YEARS}${from.slice(4)}`)
}

/** A closed date of hours.json, with when a line next opens after it. */
export interface ClosedDay {
  /** "YYYY-MM-DD" on the company's calendar. */
  date: string
  /** The holiday's name ("Thanksgiving"). */
  name: string
  /** The line's first opening after the day (later closed dates skipped), as seen from that day. */
  opening: NextOpening | null
}

/**
 * Every closed day the page lists (listedClosedDays from `from`, the day its site data was built) with when `line`
 * opens after it: what a call line says on that day ("Closed today for Thanksgiving. Call our online sales team
 * tomorrow at 8 AM CT."). Computed per date, not per instant, so a page rendered on any day carries the words of each
 * holiday in its window, the browser's hydration lists the same, and the head boot script shows the one of today
 * before the first paint (its data-closed-today attribute).
 */
export function closedDays(hours: HoursConfig, line: StaffedLine, from: string): ClosedDay[] {
  const schedule = lineSchedule(hours, line)
  return listedClosedDays(hours, from).map(({ date, name }) => ({
    date,
    name,
    opening: nextOpeningOnCalendar(schedule, date, weekdayOfDate(date), -1, hours),
  }))
}
