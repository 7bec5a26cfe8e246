import type { WeeklySchedule } from '../../schemas/generated/hours.ts'
import { type ClosedDays, addCalendarDays, closedDateName } from './closedDates.ts'

/** The schedule's day keys, Monday first: `WEEKDAY_KEYS[wallClock.weekday - 1]`. */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

const weekdayNames = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' })

/**
 * The English name of a weekday, 1 = Monday … 7 = Sunday ("Monday"), as the site's texts say it. Monday 1 January
 * 2024 is weekday 1, so the names come from Intl, not from a list typed in code or config.
 */
export function weekdayName(weekday: number): string {
  return weekdayNames.format(Date.UTC(2024, 0, weekday))
}

/** The wall clock of a timezone at one instant: what every hours rule reads (never the UTC instant). */
export interface WallClock {
  /** The calendar day on that clock, "YYYY-MM-DD". */
  date: string
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let format = formatters.get(timezone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(timezone, format)
  }
  return format
}

/** The wall clock of `timezone` at `instant`, read with Intl (so the hours rules need no date library in the browser). */
export function wallClock(instant: Date | number, timezone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timezone)
      .formatToParts(typeof instant === 'number' ? new Date(instant) : instant)
      .map((part) => [part.type, part.value]),
  )
  const weekday = WEEKDAY_KEYS.indexOf(String(parts.weekday).toLowerCase().slice(0, 3) as (typeof WEEKDAY_KEYS)[number])
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekday + 1,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/**
 * Whether `instant` falls inside one of the schedule's half-open ["HH:MM", "HH:MM") windows, read on
 * the wall clock of `timezone` (so "07:00" means 07:00 CST in winter and 07:00 CDT in summer). Never on one of
 * `closedDays` (a staffed line on a holiday).
 */
export function isOpenAt(
  schedule: WeeklySchedule,
  instant: Date | number,
  timezone: string,
  closedDays?: ClosedDays,
): boolean {
  const local = wallClock(instant, timezone)
  if (closedDateName(closedDays, local.date) !== undefined) return false
  const windows = schedule[WEEKDAY_KEYS[local.weekday - 1]!] ?? []
  const minute = local.hour * 60 + local.minute
  return windows.some(([opens, closes]) => minute >= toMinutes(opens) && minute < toMinutes(closes))
}

function toMinutes(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number)
  return hours! * 60 + minutes!
}

/** When a schedule next opens after `instant`: how many days ahead on the wall clock, that day, and the time. */
export interface NextOpening {
  /** 0 = later today, 1 = tomorrow … */
  daysAhead: number
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: number
  /** "HH:MM" on the schedule's wall clock. */
  opens: string
}

/** How far ahead a next opening is looked for: a week, plus room for closed dates (a holiday before a weekend). */
export const OPENING_LOOKAHEAD_DAYS = 21

/**
 * The next window start strictly after `instant`, skipping `closedDays`, or null for a schedule with no windows.
 * Used to tell a visitor who sent a lead out of hours when the company will call.
 */
export function nextOpening(
  schedule: WeeklySchedule,
  instant: Date | number,
  timezone: string,
  closedDays?: ClosedDays,
): NextOpening | null {
  const local = wallClock(instant, timezone)
  return nextOpeningOnCalendar(schedule, local.date, local.weekday, local.hour * 60 + local.minute, closedDays)
}

/**
 * The next window start after `minute` of `date` (weekday 1 = Monday), skipping `closedDays`: nextOpening read
 * on the calendar, for a day named rather than an instant (the opening after a holiday, for every holiday listed).
 * `minute` -1 counts the whole of `date`.
 */
export function nextOpeningOnCalendar(
  schedule: WeeklySchedule,
  date: string,
  weekdayOfDate: number,
  minute: number,
  closedDays?: ClosedDays,
): NextOpening | null {
  for (let daysAhead = 0; daysAhead <= OPENING_LOOKAHEAD_DAYS; daysAhead++) {
    if (closedDateName(closedDays, addCalendarDays(date, daysAhead)) !== undefined) continue
    const weekday = ((weekdayOfDate - 1 + daysAhead) % 7) + 1
    const starts = (schedule[WEEKDAY_KEYS[weekday - 1]!] ?? [])
      .map(([opens]) => opens)
      .filter((opens) => daysAhead > 0 || toMinutes(opens) > minute)
      .sort()
    if (starts.length > 0) return { daysAhead, weekday, opens: starts[0]! }
  }
  return null
}

/**
 * The hours two schedules are both open, day by day: a line open only while another is too (the shop's
 * e-commerce line, open while it and sales both are) opens and closes by this.
 */
export function intersectSchedules(a: WeeklySchedule, b: WeeklySchedule): WeeklySchedule {
  const both: WeeklySchedule = {}
  for (const day of WEEKDAY_KEYS) {
    const windows = (a[day] ?? []).flatMap(([opensA, closesA]) =>
      (b[day] ?? []).flatMap(([opensB, closesB]): Array<[string, string]> => {
        const opens = opensA > opensB ? opensA : opensB
        const closes = closesA < closesB ? closesA : closesB
        return opens < closes ? [[opens, closes]] : []
      }),
    )
    if (windows.length) both[day] = windows
  }
  return both
}

/** "07:00" as "7 AM", "13:30" as "1:30 PM": how the site writes an opening time. */
export function clockTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number]
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 ? 'AM' : 'PM'}`
}
