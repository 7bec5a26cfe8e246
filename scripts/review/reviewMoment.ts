import { DateTime } from 'luxon'
import { SCHEDULE_ZONE } from '../../services/schedule/index.ts'

/**
 * The one moment a review reads both revisions at and stands the screenshots' page clocks on: what a page
 * shows depends on the time in Chicago (open or closed sales lines, offer hours, countdowns, schedules), so
 * before and after must be taken at the same instant, never at the real time of day. By default 10:00 CT on
 * the first weekday on or after today there (sales and support open); `--at` names another.
 */
export function reviewMoment(at: string | undefined, now = Date.now()): number {
  if (at) {
    const parsed = DateTime.fromISO(at, { zone: SCHEDULE_ZONE })
    if (!parsed.isValid) throw new Error(`--at ${at}: not a date and time (write e.g. 2026-12-01T10:00, Chicago time)`)
    return parsed.toMillis()
  }
  let day = DateTime.fromMillis(now, { zone: SCHEDULE_ZONE }).startOf('day')
  while (day.weekday > 5) day = day.plus({ days: 1 })
  return day.set({ hour: 10 }).toMillis()
}
