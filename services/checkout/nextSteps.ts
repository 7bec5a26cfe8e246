import { type ClosedDays, addCalendarDays, closedDateName, weekdayOfDate } from '../hours/closedDates.ts'
import { wallClock } from '../hours/schedule.ts'
import type { HoursConfig } from '../hours/index.ts'
import { salesCanCallBeforeVisit } from './salesCallBeforeVisit.ts'

/**
 * What can still happen between the moment an order is placed and its installation visit, read on the company's
 * calendar (wallClock in its timezone). Spec 4.11 lets a buyer book a slot the same afternoon (at 11:00, 3:15 PM
 * today) or, at 23:00, at noon the next day: then the equipment cannot ship before the visit, the consultant's
 * call cannot wait "one business day", and there is no "day before" for a text.
 */
export interface NextStepTimeline {
  /** Calendar days from the day the order was placed to the visit's day (0: the same day). */
  daysAhead: number
  /** The visit comes on or before the next business day: the call is made before the visit, not "within a business day". */
  callBeforeVisit: boolean
  /** The visit comes on or before the day shipping could deliver (or nothing ships): the technician brings it. */
  technicianBringsEquipment: boolean
  /** A day before the visit lies after the order's day: the technician's reminder text can be sent then. */
  textDayBefore: boolean
  /** The visit's weekday, 1 = Monday … 7 (for "on Monday"). */
  visitWeekday: number
  /**
   * The online sales team is open, or opens, before the visit begins (salesCallBeforeVisit.ts): else no call can
   * come first, and the order is confirmed by text (support answers texts 24/7).
   */
  salesCanCall: boolean
}

/** Monday to Friday, and not a date the company is closed on (hours.json closedDates and closedEveryYear). */
function isBusinessDay(date: string, closedDays: ClosedDays | undefined): boolean {
  return weekdayOfDate(date) <= 5 && closedDateName(closedDays, date) === undefined
}

/** The `count`th business day after `date` ("YYYY-MM-DD"). */
function businessDaysAfter(date: string, count: number, closedDays: ClosedDays | undefined): string {
  let day = date
  for (let found = 0; found < count;) {
    day = addCalendarDays(day, 1)
    if (isBusinessDay(day, closedDays)) found++
  }
  return day
}

const calendarDaysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

export interface TimelineInput {
  /** The instant the order was placed. */
  placedAt: number
  /** The instant the visit begins (the slot). */
  visitAt: number
  timezone: string
  /** The days the company is closed (an HoursConfig is one): no business day. */
  closedDays?: ClosedDays
  /** Business days the order's shipping takes ("2Day": 2); null when the order ships nothing. */
  shippingBusinessDays: number | null
  /** The site's hours, whose online sales line makes the call; without them the call is taken as possible. */
  salesHours?: HoursConfig
}

export function nextStepTimeline({
  placedAt,
  visitAt,
  timezone,
  closedDays,
  shippingBusinessDays,
  salesHours,
}: TimelineInput): NextStepTimeline {
  const placed = wallClock(placedAt, timezone)
  const visit = wallClock(visitAt, timezone)
  const daysAhead = calendarDaysBetween(placed.date, visit.date)
  // Shipped the day it is ordered at best, delivered on the last of its business days, during that day.
  const delivered =
    shippingBusinessDays === null ? null : businessDaysAfter(placed.date, shippingBusinessDays, closedDays)
  return {
    daysAhead,
    callBeforeVisit: visit.date <= businessDaysAfter(placed.date, 1, closedDays),
    technicianBringsEquipment: delivered === null || visit.date <= delivered,
    textDayBefore: daysAhead >= 2,
    visitWeekday: visit.weekday,
    salesCanCall: salesHours ? salesCanCallBeforeVisit(salesHours, placedAt, visitAt) : true,
  }
}
