import { DateTime } from 'luxon'
import { SCHEDULE_ZONE, describeChicagoTime, isScheduleShowing } from '../../services/schedule/index.ts'
import type { PageReview } from './compareSites.ts'
import type { VisiblePage } from './visiblePages.ts'

export interface CaptureMoment {
  at: number
  /** Why this page is captured at another moment than the review's, for the report; null when it is not. */
  why: string | null
}

/**
 * When to capture a changed page. A block added or changed with dates that do not include the review's
 * moment (a holiday ribbon starting next week) would be hidden in both screenshots, so such a page is captured
 * when that block shows: 10:00 CT on its first day (or its exact start time), before and after alike.
 */
export function captureMoment(change: PageReview, headPage: VisiblePage | undefined, at: number): CaptureMoment {
  const ids = new Set([...change.blocksAdded, ...change.blocksChanged].map((block) => block.id))
  for (const block of headPage?.blocks ?? []) {
    if (!ids.has(block.id) || !block.window || isScheduleShowing(block.window, at)) continue
    const { startsAt, endsAt } = block.window
    // Ended already: the last moment it showed. Not started: its start.
    let moment = endsAt !== null && at >= endsAt ? endsAt - 60_000 : startsAt!
    const start = DateTime.fromMillis(moment, { zone: SCHEDULE_ZONE })
    if (moment === startsAt && start.hour === 0 && start.minute === 0) {
      const opening = start.set({ hour: 10 }).toMillis()
      if (endsAt === null || opening < endsAt) moment = opening
    }
    return { at: moment, why: `captured on ${describeChicagoTime(moment)}, when ${block.name} (${block.id}) shows` }
  }
  return { at, why: null }
}
