import type { HoursConfig } from '../../schemas/generated/hours.ts'

/** hours.json `closedDates`: "YYYY-MM-DD" on the company's calendar → the holiday's name. */
export type ClosedDates = NonNullable<HoursConfig['closedDates']>

/**
 * The one date rule every block follows (docs/architecture.md, "Closed dates"): the holiday's name when the company is
 * closed on `date` ("YYYY-MM-DD" on the America/Chicago calendar), else undefined. On such a day the staffed
 * lines (sales, e-commerce sales, phone support) are closed whatever their weekly hours say, and the scheduling
 * pickers offer no installation or consultation slot. Framework-free and without luxon: the boot script's rule
 * is the same, and the browser's pickers call it too.
 */
export function closedDateName(closedDates: ClosedDates | undefined, date: string): string | undefined {
  return closedDates && Object.hasOwn(closedDates, date) ? closedDates[date] : undefined
}

/** "YYYY-MM-DD" `days` calendar days after `date` (a calendar step, not 24-hour steps, so DST changes nothing). */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** The weekday of a "YYYY-MM-DD" calendar date, 1 = Monday … 7 = Sunday (ISO, like wallClock's). */
export function weekdayOfDate(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1
}
