import type { HoursConfig } from '../schemas/generated/hours.ts'
import { CLOSED_TODAY_ATTRIBUTE } from '../services/hours/availabilityBootScript.ts'
import { closedDateOn } from '../services/hours/index.ts'
import { PRERENDERED_SHARED_MAX_AGE } from './pageCaching.server.ts'

/**
 * The closed date (hours.json closedEveryYear or closedDates, closedDateName; spec 4.10's America/Chicago calendar) a page answered now falls on, for
 * the `data-closed-today` attribute the server puts on <html>: with scripts off no boot script marks the day, and
 * the call lines' CSS (blocks/shared/ClosedDayWords.tsx) shows the holiday's words only under that attribute.
 */
export interface ServedDay {
  /** Today's date ("2026-11-26") when it is a closed date, else undefined. */
  closedDate: string | undefined
  /**
   * Seconds until the day turns, when the turn comes before a shared cache would revalidate a prerendered page
   * (PRERENDERED_SHARED_MAX_AGE) and the next day's answer differs (an ordinary day before a holiday, the holiday
   * before an ordinary day); else undefined. A shared cache must not keep a page across that turn.
   */
  changesIn: number | undefined
}

/**
 * Every time zone's offset is a multiple of 15 minutes, so midnight on the company's calendar always falls on a
 * quarter-hour of the epoch: the day's answer is read once per quarter-hour and is exact at the turn.
 */
const QUARTER_HOUR_MS = 15 * 60_000

interface Quarter {
  index: number
  closedDate: string | undefined
  nextClosedDate: string | undefined
}

/** The last quarter-hour read per hours config (a config reload brings a new object). */
const quarterByHours = new WeakMap<HoursConfig, Quarter>()

function quarterOf(hours: HoursConfig, index: number): Quarter {
  const known = quarterByHours.get(hours)
  if (known?.index === index) return known
  const quarter = {
    index,
    closedDate: closedDateOn(hours, index * QUARTER_HOUR_MS),
    nextClosedDate: closedDateOn(hours, (index + 1) * QUARTER_HOUR_MS),
  }
  quarterByHours.set(hours, quarter)
  return quarter
}

/** The day a page answered at `now` is served on. Costs two calendar reads per quarter-hour, a division otherwise. */
export function servedDay(hours: HoursConfig, now: number = Date.now()): ServedDay {
  const index = Math.floor(now / QUARTER_HOUR_MS)
  const { closedDate, nextClosedDate } = quarterOf(hours, index)
  const turn = (index + 1) * QUARTER_HOUR_MS
  const changesIn =
    nextClosedDate !== closedDate && turn - now <= PRERENDERED_SHARED_MAX_AGE * 1000
      ? Math.ceil((turn - now) / 1000)
      : undefined
  return { closedDate, changesIn }
}

const HTML_TAG = Buffer.from('<html')

/**
 * The page's HTML with `data-closed-today="<date>"` on its <html> tag, what the boot script sets in a browser, so the
 * page reads right with scripts off. The HTML unchanged when it has no <html> tag or the tag carries the attribute.
 */
export function withClosedToday(html: Buffer, date: string): Buffer {
  const start = html.indexOf(HTML_TAG)
  if (start === -1) return html
  const nameEnd = start + HTML_TAG.length
  const after = html[nameEnd]
  // "<html" followed by a space or ">": not "<htmlfoo".
  if (after !== 0x20 && after !== 0x3e && after !== 0x0a && after !== 0x09) return html
  const tagEnd = html.indexOf('>', nameEnd)
  if (tagEnd !== -1 && html.subarray(nameEnd, tagEnd).includes(CLOSED_TODAY_ATTRIBUTE)) return html
  return Buffer.concat([
    html.subarray(0, nameEnd),
    Buffer.from(` ${CLOSED_TODAY_ATTRIBUTE}="${date}"`),
    html.subarray(nameEnd),
  ])
}
