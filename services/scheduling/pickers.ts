import { DateTime } from 'luxon'
import { type ClosedDays, closedDateName } from '../hours/closedDates.ts'

/** One choice of a scheduling picker (spec §3.9). */
export interface ScheduleOption {
  value: string
  text: string
}

export type TimeOfDay = 'morning' | 'afternoon' | 'evening'

/** All scheduling is read on the wall clock of the company's timezone (spec §9.1). */
export const SCHEDULING_ZONE = 'America/Chicago'
export const DATE_FORMAT = 'M/d/yyyy'
export const SLOT_FORMAT = 'M/d/yyyy, hh:mm a'

/** From this hour on, today is no longer offered (spec §4.11). */
const SAME_DAY_CUTOFF_HOUR = 16
/** Slots must start more than this many hours after now. */
const MIN_LEAD_HOURS = 4
const SLOT_STEP_MINUTES = 15

interface TimeOfDayWindow {
  value: TimeOfDay
  text: string
  /** Start and end hour of the window; slots run from start to end inclusive. */
  startHour: number
  endHour: number
  /** Offered for today only while the current hour is below this. */
  todayWhileHourBelow: number
}

export const TIME_OF_DAY_WINDOWS: readonly TimeOfDayWindow[] = [
  { value: 'morning', text: 'Morning', startHour: 8, endHour: 12, todayWhileHourBelow: 8 },
  { value: 'afternoon', text: 'Afternoon', startHour: 12, endHour: 17, todayWhileHourBelow: 13 },
  { value: 'evening', text: 'Evening', startHour: 17, endHour: 20, todayWhileHourBelow: 16 },
]

const SUNDAY = 7
const english = { locale: 'en-US' }

/** `now` read in the scheduling timezone. */
export function schedulingNow(now: Date | number): DateTime {
  return DateTime.fromMillis(Number(now), { zone: SCHEDULING_ZONE, ...english })
}

/** Parses a date option's value ("M/D/YYYY") as that calendar day in the scheduling timezone. */
export function parseDateValue(value: string): DateTime | null {
  const day = DateTime.fromFormat(value, DATE_FORMAT, { zone: SCHEDULING_ZONE, ...english })
  return day.isValid ? day : null
}

/** Whether a day can hold an appointment: never a Sunday (spec §4.11), never a day the company is closed (hours.json). */
function isSchedulableDay(day: DateTime, closedDays: ClosedDays | undefined): boolean {
  return day.weekday !== SUNDAY && closedDateName(closedDays, day.toISODate()!) === undefined
}

/**
 * The dates offered: before 16:00 today through today +30 days, from 16:00 tomorrow through today +31
 * days; Sundays never (spec §4.11), nor a closed date (a holiday, hours.json `closedDates` and `closedEveryYear`). Value and text are
 * "M/D/YYYY".
 */
export function dateOptions(now: Date | number, closedDays?: ClosedDays): ScheduleOption[] {
  const local = schedulingNow(now)
  const today = local.startOf('day')
  const [firstOffset, lastOffset] = local.hour < SAME_DAY_CUTOFF_HOUR ? [0, 30] : [1, 31]
  const options: ScheduleOption[] = []
  for (let offset = firstOffset; offset <= lastOffset; offset++) {
    const day = today.plus({ days: offset })
    if (!isSchedulableDay(day, closedDays)) continue
    const text = day.toFormat(DATE_FORMAT)
    options.push({ value: text, text })
  }
  return options
}

/**
 * A date option as a checkout shows it: the weekday before the spec's M/D/YYYY ("Thu 11/26/2026"), so a buyer sees
 * which day they pick (issue 25: the confirmation named "Monday, November 30" while the picker showed no weekday).
 * The value stays the spec's.
 */
export function withWeekday(option: ScheduleOption): ScheduleOption {
  const day = parseDateValue(option.value)
  return day ? { value: option.value, text: `${day.toFormat('ccc', english)} ${option.text}` } : option
}

/** The times of day offered for a date: today only the windows not yet too close, other days all three. */
export function timeOfDayOptions(dateValue: string, now: Date | number): ScheduleOption[] {
  const day = parseDateValue(dateValue)
  if (!day) return []
  const local = schedulingNow(now)
  const isToday = day.hasSame(local, 'day')
  return TIME_OF_DAY_WINDOWS.filter((window) => !isToday || local.hour < window.todayWhileHourBelow).map(
    ({ value, text }) => ({ value, text }),
  )
}

/**
 * The 15-minute slots of a time of day on a date, the end time included, keeping only those that start
 * more than 4 hours after now; none on a closed date. Value and text are "M/D/YYYY, hh:mm A".
 */
export function timeSlotOptions(
  dateValue: string,
  timeOfDay: TimeOfDay,
  now: Date | number,
  closedDays?: ClosedDays,
): ScheduleOption[] {
  const day = parseDateValue(dateValue)
  const window = TIME_OF_DAY_WINDOWS.find((candidate) => candidate.value === timeOfDay)
  if (!day || !window || closedDateName(closedDays, day.toISODate()!) !== undefined) return []
  // Hours are absolute time in luxon, so "4 hours from now" stays right across a DST change.
  const earliest = schedulingNow(now).plus({ hours: MIN_LEAD_HOURS })
  const end = day.set({ hour: window.endHour })
  const options: ScheduleOption[] = []
  for (let slot = day.set({ hour: window.startHour }); slot <= end; slot = slot.plus({ minutes: SLOT_STEP_MINUTES })) {
    if (slot <= earliest) continue
    const text = slot.toFormat(SLOT_FORMAT)
    options.push({ value: text, text })
  }
  return options
}

/** Parses a slot value ("M/D/YYYY, hh:mm A") back to its instant in the scheduling timezone. */
export function parseSlotValue(value: string): DateTime | null {
  const slot = DateTime.fromFormat(value, SLOT_FORMAT, { zone: SCHEDULING_ZONE, ...english })
  return slot.isValid ? slot : null
}
