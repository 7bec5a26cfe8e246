import {
  type ScheduleConfig,
  describeChicagoTime,
  lastShowingMinute,
  scheduleWindow,
} from '../../services/schedule/index.ts'

/**
 * The block's dates as the studio edits them: a Puck prop of every block, written to the route entry's
 * `schedule` (not to its props), so no block schema may have a prop of this name (fieldsFromSchema refuses it).
 */
export const SCHEDULE_PROP = 'schedule'

/** The field's words, as a marketer reads them; `startsAt` and `endsAt` stay in the file. */
export const SCHEDULE_WORDS = {
  label: 'Dates',
  help: 'Show this block only between these dates, in Chicago time. Leave both empty to always show it.',
  startsAt: 'Show from',
  startsAtHelp: 'The first day it shows; without a time, from midnight.',
  endsAt: 'Hide after',
  endsAtHelp: 'The last day it shows; without a time, through 11:59 PM that day.',
  time: 'Time (optional)',
  follows: 'Follow a sale',
  ownDates: 'Its own dates (below)',
  followsHelp: "A sale's dates are written once (price promotions): the block moves with them.",
} as const

const WRITTEN = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/

/** A written time split for the date and time inputs; null when it is not written as the site reads it. */
export function splitChicagoTime(text: string | undefined): { date: string; time: string } | null {
  if (text === undefined || text === '') return { date: '', time: '' }
  const m = WRITTEN.exec(text)
  return m ? { date: m[1]!, time: m[2] ?? '' } : null
}

/** The date and time inputs back as the file writes them: "2027-05-31" or "2027-05-31T18:00"; undefined without a date. */
export function joinChicagoTime(date: string, time: string): string | undefined {
  if (!date) return undefined
  return time ? `${date}T${time}` : date
}

/** The schedule to write: its set ends only, or undefined when neither is set. */
export function scheduleOf(startsAt: string | undefined, endsAt: string | undefined): ScheduleConfig | undefined {
  const schedule: ScheduleConfig = {}
  if (startsAt) schedule.startsAt = startsAt
  if (endsAt) schedule.endsAt = endsAt
  return Object.keys(schedule).length ? schedule : undefined
}

/** What is wrong with a block's dates, as sentences at the field (the same rules as config:check's checkSchedules). */
export function scheduleProblems(
  schedule: ScheduleConfig | undefined,
  words: { startsAt: string; endsAt: string } = SCHEDULE_WORDS,
): string[] {
  if (!schedule) return []
  const problems: string[] = []
  for (const key of ['startsAt', 'endsAt'] as const) {
    const text = schedule[key]
    if (text !== undefined && !scheduleWindow({ [key]: text }))
      problems.push(`${words[key]} isn't a real date: write it as a day of the calendar, e.g. 2027-05-31.`)
  }
  if (problems.length) return problems
  const window = scheduleWindow(schedule)
  if (window?.startsAt != null && window.endsAt != null && window.startsAt >= window.endsAt)
    problems.push(
      `${words.endsAt} must be later than ${words.startsAt}: it would stop showing (${describeChicagoTime(lastShowingMinute(schedule.endsAt!, window.endsAt))}) before it starts.`,
    )
  return problems
}
