import { DateTime } from 'luxon'
import type { WeeklySchedule } from '../../schemas/generated/hours.ts'

export type { WeeklySchedule }

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/**
 * Whether `instant` falls inside one of the schedule's half-open ["HH:MM", "HH:MM") windows, read on
 * the wall clock of `timezone`.
 */
export function isOpenAt(schedule: WeeklySchedule, instant: Date, timezone: string): boolean {
  const local = DateTime.fromJSDate(instant, { zone: timezone })
  const windows = schedule[WEEKDAY_KEYS[local.weekday - 1]!] ?? []
  const minute = local.hour * 60 + local.minute
  return windows.some(([opens, closes]) => minute >= toMinutes(opens) && minute < toMinutes(closes))
}

function toMinutes(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number)
  return hours! * 60 + minutes!
}
