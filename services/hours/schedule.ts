import { DateTime } from 'luxon'
import type { WeeklySchedule } from '../../schemas/generated/hours.ts'

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** The wall clock of `timezone` at `instant`; every hours rule reads the clock, never the UTC instant. */
export function wallClock(instant: Date | number, timezone: string): DateTime {
  return typeof instant === 'number'
    ? DateTime.fromMillis(instant, { zone: timezone })
    : DateTime.fromJSDate(instant, { zone: timezone })
}

/**
 * Whether `instant` falls inside one of the schedule's half-open ["HH:MM", "HH:MM") windows, read on
 * the wall clock of `timezone` (so "07:00" means 07:00 CST in winter and 07:00 CDT in summer).
 */
export function isOpenAt(schedule: WeeklySchedule, instant: Date | number, timezone: string): boolean {
  const local = wallClock(instant, timezone)
  const windows = schedule[WEEKDAY_KEYS[local.weekday - 1]!] ?? []
  const minute = local.hour * 60 + local.minute
  return windows.some(([opens, closes]) => minute >= toMinutes(opens) && minute < toMinutes(closes))
}

function toMinutes(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number)
  return hours! * 60 + minutes!
}
