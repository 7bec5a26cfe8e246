import type { WeeklySchedule } from '../../schemas/generated/hours.ts'
import { WEEKDAY_KEYS, wallClock } from './schedule.ts'

/** The weekday and second of the day on the wall clock of `timezone` (Intl, no luxon in the browser). */
function wallClockSecond(instant: number, timezone: string): { day: keyof WeeklySchedule; second: number } {
  const local = wallClock(instant, timezone)
  return { day: WEEKDAY_KEYS[local.weekday - 1]!, second: local.hour * 3600 + local.minute * 60 + local.second }
}

function toSeconds(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number)
  return hours! * 3600 + minutes! * 60
}

/**
 * Whole seconds until the schedule's current window closes, or null outside every window. The countdown
 * (spec 4.10) counts to the end of the offer window it is shown in; offer windows never span a DST change
 * (they are afternoon hours), so wall-clock seconds are real seconds.
 */
export function secondsLeftInWindow(schedule: WeeklySchedule, timezone: string, instant: number): number | null {
  const { day, second } = wallClockSecond(instant, timezone)
  const window = (schedule[day] ?? []).find(
    ([opens, closes]) => second >= toSeconds(opens) && second < toSeconds(closes),
  )
  return window ? toSeconds(window[1]) - second : null
}

/** "2:05:09" style: hours, then minutes and seconds with two digits. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`
}
