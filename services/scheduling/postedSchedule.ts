import type { ClosedDays } from '../hours/closedDates.ts'
import { type TimeOfDay, dateOptions, timeOfDayOptions, timeSlotOptions } from './pickers.ts'
import { postedText } from '../leads/postedForm.ts'

/**
 * The installation slot of /scheduling's form posted without scripts (server/scheduling): the three pickers' values
 * as the browser sent them, kept only as far as they are still offered now (spec §4.11). Pure: shared by the server
 * handler and the block, which puts them back into its pickers.
 */
export interface PostedSchedule {
  date: string
  timeOfDay: TimeOfDay | ''
  slot: string
  /** After the booking: the instant it was made, so the confirmation reads the slot's timeline from then. */
  bookedAt?: number
}

/** The pickers' field names in the posted form (the selects' `name`). */
export const SCHEDULE_FIELDS = ['date', 'timeOfDay', 'slot'] as const

/** The pickers' values of a posted body (strings only; a repeated field keeps its first value). */
export function postedScheduleOf(body: unknown): PostedSchedule {
  const read = (field: (typeof SCHEDULE_FIELDS)[number]): string => postedText(body, field)?.trim() ?? ''
  const timeOfDay = read('timeOfDay')
  return { date: read('date'), timeOfDay: isTimeOfDay(timeOfDay) ? timeOfDay : '', slot: read('slot') }
}

/** Whether a posted (or cookie-borne) value names one of the pickers' times of day. */
export const isTimeOfDay = (value: unknown): value is TimeOfDay =>
  value === 'morning' || value === 'afternoon' || value === 'evening'

/** A choice with all three pickers still offered: the slot, and the time of day it lies in. */
export interface CompleteSchedule extends PostedSchedule {
  timeOfDay: TimeOfDay
}

/**
 * The posted choice as far as it is still offered at `now`: a date no longer offered drops the time of day and the
 * slot with it, as the scripted pickers do when a choice before them changes. `complete` when all three stand (a slot
 * is kept only with its time of day), the schedule then a CompleteSchedule.
 */
export function offeredSchedule(
  posted: PostedSchedule,
  now: number,
  closedDays?: ClosedDays,
): { schedule: CompleteSchedule; complete: true } | { schedule: PostedSchedule; complete: false } {
  const date = dateOptions(now, closedDays).some((option) => option.value === posted.date) ? posted.date : ''
  const timeOfDay =
    date && posted.timeOfDay && timeOfDayOptions(date, now).some((option) => option.value === posted.timeOfDay)
      ? posted.timeOfDay
      : ''
  const slot =
    timeOfDay && timeSlotOptions(date, timeOfDay, now, closedDays).some((option) => option.value === posted.slot)
      ? posted.slot
      : ''
  return timeOfDay && slot
    ? { schedule: { date, timeOfDay, slot }, complete: true }
    : { schedule: { date, timeOfDay, slot }, complete: false }
}
