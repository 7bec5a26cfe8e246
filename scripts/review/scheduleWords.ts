import { DateTime } from 'luxon'
import { SCHEDULE_ZONE, type ScheduleWindow } from '../../services/schedule/index.ts'

/** A window's start as written: the date alone when it starts at midnight, else the date and time. */
function startWords(instant: number): string {
  const at = DateTime.fromMillis(instant, { zone: SCHEDULE_ZONE })
  return at.toFormat(at.hour === 0 && at.minute === 0 ? 'yyyy-LL-dd' : 'yyyy-LL-dd HH:mm')
}

/** A window's end as written: a whole-day end (the midnight after it) reads as that day, else the date and time. */
function endWords(instant: number): string {
  const at = DateTime.fromMillis(instant, { zone: SCHEDULE_ZONE })
  return at.hour === 0 && at.minute === 0
    ? at.minus({ days: 1 }).toFormat('yyyy-LL-dd')
    : at.toFormat('yyyy-LL-dd HH:mm')
}

/** "shown 2026-12-01 to 2027-01-05, Chicago time" — how the review names a block's or a partner's window. */
export function describeSchedule(window: ScheduleWindow | null | undefined): string | null {
  if (!window || (window.startsAt === null && window.endsAt === null)) return null
  const { startsAt, endsAt } = window
  if (startsAt !== null && endsAt !== null) return `shown ${startWords(startsAt)} to ${endWords(endsAt)}, Chicago time`
  if (startsAt !== null) return `shown from ${startWords(startsAt)}, Chicago time`
  return `shown until ${endWords(endsAt!)}, Chicago time`
}
