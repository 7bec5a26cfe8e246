import type { HoursConfig, YearlyClosedDay } from '../../schemas/generated/hours.ts'

/** hours.json `closedDates`: "YYYY-MM-DD" on the company's calendar → the holiday's name (a one-off closing). */
export type ClosedDates = NonNullable<HoursConfig['closedDates']>

/**
 * The days the company is closed, as hours.json declares them: the one-off `closedDates` and the yearly rules of
 * `closedEveryYear`. An HoursConfig is one, so callers pass their `hours`.
 */
export type ClosedDays = Pick<HoursConfig, 'closedDates' | 'closedEveryYear'>

export type { YearlyClosedDay }

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/**
 * The one date rule every block follows (docs/architecture.md, "Closed dates"): the holiday's name when the company is
 * closed on `date` ("YYYY-MM-DD" on the America/Chicago calendar), else undefined. A one-off closedDates entry's name
 * wins on its day; otherwise the first closedEveryYear rule that falls on the date names it. On such a day the staffed
 * lines (sales, e-commerce sales, phone support) are closed whatever their weekly hours say, and the scheduling
 * pickers offer no installation or consultation slot. Framework-free and without luxon: the browser's pickers call
 * it too, and the head boot script is given the dates it answers for (closedDatesBetween).
 */
export function closedDateName(closed: ClosedDays | undefined, date: string): string | undefined {
  if (!closed) return undefined
  const { closedDates, closedEveryYear } = closed
  if (closedDates && Object.hasOwn(closedDates, date)) return closedDates[date]
  const year = Number(date.slice(0, 4))
  return closedEveryYear?.find((rule) => yearlyClosedDate(rule, year) === date)?.name
}

/**
 * The date ("YYYY-MM-DD") a yearly rule falls on in `year`, or undefined when it falls on none (an impossible rule:
 * config:check refuses those, see yearlyRuleProblem). A fixed day, or the nth (1–4, or "last") weekday of the month.
 */
export function yearlyClosedDate(rule: YearlyClosedDay, year: number): string | undefined {
  const { month, day, weekday, nth } = rule
  if (day !== undefined) {
    const date = isoDate(year, month, day)
    // 31 April would roll over to 1 May (and month 13 to next January): no day, not the wrong one.
    return date.slice(0, 7) === `${year}-${String(month).padStart(2, '0')}` ? date : undefined
  }
  const wanted = WEEKDAYS.indexOf(weekday!) + 1
  if (wanted === 0 || month < 1 || month > 12) return undefined
  if (nth === 'last') {
    const last = isoDate(year, month + 1, 0)
    return addCalendarDays(last, -((weekdayOfDate(last) - wanted + 7) % 7))
  }
  const first = isoDate(year, month, 1)
  const date = addCalendarDays(first, ((wanted - weekdayOfDate(first) + 7) % 7) + 7 * ((nth ?? 0) - 1))
  return nth !== undefined && nth >= 1 && date.slice(0, 7) === first.slice(0, 7) ? date : undefined
}

/**
 * Why a yearly rule cannot be kept every year (config:check reports it at the rule's line), or undefined when it can:
 * a month outside 1–12, a day the month does not have every year (31 April; 29 February), a day and a weekday
 * together or neither, an nth other than 1–4 or "last" (a fifth Thursday is not in every November).
 */
export function yearlyRuleProblem(rule: YearlyClosedDay): string | undefined {
  const { month, day, weekday, nth } = rule
  if (!Number.isInteger(month) || month < 1 || month > 12) return `month ${month} is not a month: give 1 to 12`
  if ((day === undefined) === (weekday === undefined && nth === undefined))
    return 'give either a "day" of the month (Christmas: 25) or a "weekday" and its "nth" (Thanksgiving: "thu", 4)'
  if (day !== undefined) {
    // 2025 is not a leap year: a day it lacks is one some year lacks.
    const days = Number(isoDate(2025, month + 1, 0).slice(8))
    return Number.isInteger(day) && day >= 1 && day <= days
      ? undefined
      : `day ${day} is not in every month ${month} (it has ${days} days${month === 2 ? ' in most years' : ''})`
  }
  if (weekday === undefined || nth === undefined) return 'an nth-weekday rule needs both "weekday" and "nth"'
  if (nth !== 'last' && !(Number.isInteger(nth) && nth >= 1 && nth <= 4))
    return `nth ${nth} is not in every month: give 1 to 4, or "last"`
  return undefined
}

/**
 * Every closed day from `from` through `to` ("YYYY-MM-DD", both included), in date order, each once with the name
 * closedDateName gives it: what a page lists in advance (its call lines' words, the head boot script's dates).
 */
export function closedDatesBetween(
  closed: ClosedDays | undefined,
  from: string,
  to: string,
): Array<{ date: string; name: string }> {
  const dates = new Set(Object.keys(closed?.closedDates ?? {}))
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    for (const rule of closed?.closedEveryYear ?? []) {
      const date = yearlyClosedDate(rule, year)
      if (date !== undefined) dates.add(date)
    }
  return [...dates]
    .filter((date) => date >= from && date <= to)
    .sort()
    .map((date) => ({ date, name: closedDateName(closed, date)! }))
}

/** "YYYY-MM-DD" of a year, month and day as Date.UTC reads them (month 13 or day 0 roll over). */
function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)
}

/** "YYYY-MM-DD" `days` calendar days after `date` (a calendar step, not 24-hour steps, so DST changes nothing). */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return isoDate(year, month, day + days)
}

/** The weekday of a "YYYY-MM-DD" calendar date, 1 = Monday … 7 = Sunday (ISO, like wallClock's). */
export function weekdayOfDate(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1
}
