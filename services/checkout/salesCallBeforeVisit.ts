import { type HoursConfig, isEcommSalesOpen, nextEcommSalesOpening } from '../hours/index.ts'
import { addCalendarDays } from '../hours/closedDates.ts'
import { wallClock } from '../hours/schedule.ts'

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * Whether the online sales team can call the buyer between placing the order and the installation visit: its line
 * (the shop's, spec 9.1's e-commerce hours while sales is open, services/hours isEcommSalesOpen) is open when the
 * order is placed, or opens again before the visit begins. Spec 4.11 lets a buyer book a slot 4 hours ahead while
 * sales is closed (a Saturday at 11:00 for 3:15 PM, sales closed until Monday: seventh walkthrough E10 b), and then
 * no call can come first: the confirmation must not promise one. Read on the company's wall clock (its timezone),
 * closed dates skipped, as the site's "opens next" words are.
 */
export function salesCanCallBeforeVisit(hours: HoursConfig, placedAt: number, visitAt: number): boolean {
  if (!(visitAt > placedAt)) return false
  if (isEcommSalesOpen(hours, placedAt)) return true
  const opening = nextEcommSalesOpening(hours, placedAt)
  if (!opening) return false
  const placed = wallClock(placedAt, hours.timezone)
  const visit = wallClock(visitAt, hours.timezone)
  // "YYYY-MM-DD HH:MM" on the same wall clock compares as text.
  const opensAt = `${addCalendarDays(placed.date, opening.daysAhead)} ${opening.opens}`
  return opensAt < `${visit.date} ${pad(visit.hour)}:${pad(visit.minute)}`
}
