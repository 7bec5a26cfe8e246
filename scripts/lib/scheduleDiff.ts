import { chicagoInstant, describeChicagoTime, lastShowingMinute } from '../../services/schedule/index.ts'
import { type BlockScheduleConfig, namesPromotion } from '../../services/schedule/promotionSchedule.ts'
import { jsonEqual } from './jsonDiff.ts'

/**
 * A schedule (`schedule: { startsAt?, endsAt? }`, or a block's `{ promotion, when }`) added, changed or removed;
 * null is "no schedule: always shown".
 */
export interface ScheduleChange {
  before: BlockScheduleConfig | null
  after: BlockScheduleConfig | null
}

/** The change between two written schedules, or undefined when they are the same. */
export function diffSchedule(
  before: BlockScheduleConfig | null | undefined,
  after: BlockScheduleConfig | null | undefined,
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

/**
 * "from <start> until <end>", "from <start> on" or "until <end>": the end as its last showing minute. A schedule
 * naming a promotion reads by the promotion ("while the promotion "memorial-day-cameras" runs"): its dates are the
 * promotion's, and a change of them shows as a change of site-config/price-promotions.json.
 */
export function windowWords(schedule: BlockScheduleConfig): string {
  if (namesPromotion(schedule)) return promotionWords(schedule.promotion, schedule.when)
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

const PHASE_WORDS = {
  before: (id: string) => `until the promotion "${id}" starts`,
  during: (id: string) => `while the promotion "${id}" runs`,
  after: (id: string) => `once the promotion "${id}" has ended`,
} as const

/** A promotion-named schedule in words: "while the promotion "memorial-day-cameras" runs". */
export function promotionWords(id: string, when: keyof typeof PHASE_WORDS): string {
  return PHASE_WORDS[when](id)
}
