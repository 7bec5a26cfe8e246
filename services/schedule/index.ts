import { DateTime } from 'luxon'

/** Schedules are written in the company's time zone, like its business hours. */
export const SCHEDULE_ZONE = 'America/Chicago'

/**
 * When something shows, as written in config: `2027-05-31` (a whole day) or `2027-05-31T18:00`, America/Chicago.
 * Either end may be left out: no start shows it from now on, no end keeps it showing.
 */
export interface ScheduleConfig {
  startsAt?: string
  endsAt?: string
}

/** The moments a schedule shows between, as epoch milliseconds: from `startsAt` (inclusive) until `endsAt` (exclusive); null is open. */
export interface ScheduleWindow {
  startsAt: number | null
  endsAt: number | null
}

/**
 * A written time as an instant. A date alone means the whole day: it starts at 00:00 and ends at
 * the midnight after it, so "endsAt": "2027-05-31" runs through 11:59 pm CT on May 31.
 */
export function chicagoInstant(text: string, edge: 'start' | 'end'): number | null {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text)
  const parsed = DateTime.fromISO(text, { zone: SCHEDULE_ZONE })
  if (!parsed.isValid || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(text)) return null
  return (dateOnly && edge === 'end' ? parsed.plus({ days: 1 }) : parsed).toMillis()
}

/** The window a written schedule shows in; null when a written time is not a real one. */
export function scheduleWindow(config: ScheduleConfig): ScheduleWindow | null {
  const startsAt = config.startsAt === undefined ? null : chicagoInstant(config.startsAt, 'start')
  const endsAt = config.endsAt === undefined ? null : chicagoInstant(config.endsAt, 'end')
  if ((config.startsAt !== undefined && startsAt === null) || (config.endsAt !== undefined && endsAt === null))
    return null
  return { startsAt, endsAt }
}

/**
 * A window as config writes it, the inverse of scheduleWindow: a start at midnight is a date alone, an end at
 * midnight is the whole day before it ("endsAt": "2027-05-31" ends at the midnight after May 31). Lets a window
 * read from a page model be described in the words config:diff and the studio use (scripts/lib/scheduleDiff).
 */
export function writtenSchedule(window: ScheduleWindow): ScheduleConfig {
  const written = (instant: number, edge: 'start' | 'end'): string => {
    const at = DateTime.fromMillis(instant, { zone: SCHEDULE_ZONE })
    if (at.hour !== 0 || at.minute !== 0) return at.toFormat("yyyy-LL-dd'T'HH:mm")
    return (edge === 'end' ? at.minus({ days: 1 }) : at).toFormat('yyyy-LL-dd')
  }
  const schedule: ScheduleConfig = {}
  if (window.startsAt !== null) schedule.startsAt = written(window.startsAt, 'start')
  if (window.endsAt !== null) schedule.endsAt = written(window.endsAt, 'end')
  return schedule
}

export function isScheduleShowing(window: ScheduleWindow, now: number): boolean {
  return (window.startsAt === null || now >= window.startsAt) && (window.endsAt === null || now < window.endsAt)
}

/** Over for good: a page built now need not carry it at all. */
export function hasScheduleEnded(window: ScheduleWindow, now: number): boolean {
  return window.endsAt !== null && now >= window.endsAt
}

/**
 * The window as one attribute value, `<start>-<end>` in epoch ms (start 0 when open, end empty when open):
 * the browser's boot script reads the page's windows from it and hides what is outside its window.
 */
export function scheduleKey(window: ScheduleWindow): string {
  return `${window.startsAt ?? 0}-${window.endsAt ?? ''}`
}

/** How a marketer reads an instant: "Mon, May 31, 2027, 11:59 PM CT". */
export function describeChicagoTime(instant: number): string {
  return `${DateTime.fromMillis(instant, { zone: SCHEDULE_ZONE }).toFormat('ccc, LLL d, yyyy, h:mm a')} CT`
}

/** The last moment a written end shows: a whole-day end reads as that day's 11:59 PM, the way offer terms say it. */
export function lastShowingMinute(writtenEnd: string, endsAt: number): number {
  return writtenEnd.includes('T') ? endsAt : endsAt - 60_000
}

/** The head meta tag that lists a page's schedule windows for the boot script. */
export const SCHEDULE_META = 'x-schedules'

/** The attribute that marks a scheduled part of a page with its window's key. */
export const SCHEDULE_ATTRIBUTE = 'data-schedule'

/**
 * The CSS that hides the scheduled blocks of the given windows (scheduleKey: digits and "-"), for a page read
 * without scripts: the boot script cannot hide a block that has not started, so this <noscript> style does.
 */
export function hiddenSchedulesCss(keys: readonly string[]): string {
  return keys.map((key) => `[${SCHEDULE_ATTRIBUTE}="${key}"]{display:none!important}`).join('')
}

/**
 * The part of the inline head boot script that hides scheduled blocks outside their window before the
 * first paint, so prerendered HTML starts and stops showing them on the clock without a rebuild. ES5,
 * no imports: it reads `<meta name="x-schedules" content="start-end ...">` (written before the
 * script) and adds one rule per window not showing now. schedule.test.ts runs it against
 * isScheduleShowing.
 */
export const SCHEDULE_BOOT_SCRIPT =
  `var pm=document.querySelector('meta[name="${SCHEDULE_META}"]');if(pm){var pn=Date.now(),pr='';` +
  `pm.getAttribute('content').split(' ').forEach(function(k){var p=k.split('-'),s=+p[0],e=p[1]?+p[1]:1/0;` +
  `if(k&&(pn<s||pn>=e))pr+='[${SCHEDULE_ATTRIBUTE}="'+k+'"]{display:none!important}'});` +
  // A constructed sheet is CSSOM, not an inline <style>, so a strict style-src policy allows it.
  `if(pr){if(document.adoptedStyleSheets&&window.CSSStyleSheet&&CSSStyleSheet.prototype.replaceSync){var ps=new CSSStyleSheet();ps.replaceSync(pr);` +
  `document.adoptedStyleSheets=document.adoptedStyleSheets.concat([ps])}else{var pe=document.createElement('style');pe.textContent=pr;document.head.appendChild(pe)}}}`
