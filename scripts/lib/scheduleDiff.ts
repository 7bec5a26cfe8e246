import {
  type ScheduleConfig,
  chicagoInstant,
  describeChicagoTime,
  lastShowingMinute,
} from '../../services/schedule/index.ts'
import { jsonEqual } from './jsonDiff.ts'

/** A schedule (`schedule: { startsAt?, endsAt? }`) added, changed or removed; null is "no schedule: always shown". */
export interface ScheduleChange {
  before: ScheduleConfig | null
  after: ScheduleConfig | null
}

/** The change between two written schedules, or undefined when they are the same. */
export function diffSchedule(
  before: ScheduleConfig | null | undefined,
  after: ScheduleConfig | null | undefined,
): ScheduleChange | undefined {
  const old = before ?? null
  const current = after ?? null
  return jsonEqual(old, current) ? undefined : { before: old, after: current }
}

/**
 * A schedule change in words, with the Chicago date-times a marketer checks against the campaign:
 * "now shown from Mon, Mar 1, 2027, 12:00 AM CT until Wed, Mar 31, 2027, 11:59 PM CT (was: until Mon, Mar 15, 2027,
 * 11:59 PM CT)". `shown` is the verb of the thing scheduled: a block is "shown", a partner's pages are "live".
 */
export function describeScheduleChange(change: ScheduleChange, shown = 'shown'): string {
  if (change.after === null) return `no longer scheduled: ${shown} at all times (was: ${windowWords(change.before!)})`
  const now = `now ${shown} ${windowWords(change.after)}`
  return change.before === null ? `${now} (was: ${shown} at all times)` : `${now} (was: ${windowWords(change.before)})`
}

/** "from <start> until <end>", "from <start> on" or "until <end>": the end as its last showing minute. */
export function windowWords(schedule: ScheduleConfig): string {
  const from = schedule.startsAt === undefined ? null : `from ${startWords(schedule.startsAt)}`
  const until = schedule.endsAt === undefined ? null : `until ${endWords(schedule.endsAt)}`
  if (from && until) return `${from} ${until}`
  return from ? `${from} on` : (until ?? 'at all times')
}

function startWords(written: string): string {
  const instant = chicagoInstant(written, 'start')
  // Both sides passed config:check, so a written time is a real one; the text itself is the fallback.
  return instant === null ? written : describeChicagoTime(instant)
}

/** A whole-day end ("2027-03-31") reads as that day's 11:59 PM, the way offer terms say it. */
function endWords(written: string): string {
  const instant = chicagoInstant(written, 'end')
  return instant === null ? written : describeChicagoTime(lastShowingMinute(written, instant))
}
