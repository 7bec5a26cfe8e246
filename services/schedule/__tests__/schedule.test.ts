import { describe, expect, it } from 'vitest'
import {
  SCHEDULE_BOOT_SCRIPT,
  SCHEDULE_META,
  chicagoInstant,
  describeChicagoTime,
  hasScheduleEnded,
  isScheduleShowing,
  scheduleKey,
  scheduleWindow,
  writtenSchedule,
} from '../index.ts'

describe('schedule windows are read in America/Chicago', () => {
  it('a date alone ends at the midnight after it (CDT in May, UTC-5)', () => {
    expect(new Date(chicagoInstant('2027-05-31', 'end')!).toISOString()).toBe('2027-06-01T05:00:00.000Z')
    expect(new Date(chicagoInstant('2027-05-31', 'start')!).toISOString()).toBe('2027-05-31T05:00:00.000Z')
  })

  it('a time is a wall-clock time, CST in winter (UTC-6)', () => {
    expect(new Date(chicagoInstant('2026-12-24T18:30', 'end')!).toISOString()).toBe('2026-12-25T00:30:00.000Z')
  })

  it('refuses days that do not exist', () => {
    expect(chicagoInstant('2027-02-30', 'end')).toBeNull()
    expect(scheduleWindow({ endsAt: '2027-13-01' })).toBeNull()
    expect(scheduleWindow({ startsAt: '2027-02-30' })).toBeNull()
  })

  it('shows from its start until (not at) its end', () => {
    const window = scheduleWindow({ startsAt: '2027-05-21', endsAt: '2027-05-31' })!
    expect(isScheduleShowing(window, window.startsAt! - 1)).toBe(false)
    expect(isScheduleShowing(window, window.startsAt!)).toBe(true)
    expect(isScheduleShowing(window, window.endsAt! - 1)).toBe(true)
    expect(isScheduleShowing(window, window.endsAt!)).toBe(false)
    expect(hasScheduleEnded(window, window.endsAt! - 1)).toBe(false)
    expect(hasScheduleEnded(window, window.endsAt!)).toBe(true)
    expect(describeChicagoTime(window.endsAt!)).toBe('Tue, Jun 1, 2027, 12:00 AM CT')
  })

  it('an open start shows until the end, an open end keeps showing from the start', () => {
    const untilEnd = scheduleWindow({ endsAt: '2027-05-31' })!
    const fromStart = scheduleWindow({ startsAt: '2027-05-21' })!
    expect(untilEnd.startsAt).toBeNull()
    expect(fromStart.endsAt).toBeNull()
    expect(isScheduleShowing(untilEnd, 0)).toBe(true)
    expect(isScheduleShowing(fromStart, fromStart.startsAt! - 1)).toBe(false)
    expect(isScheduleShowing(fromStart, Date.UTC(2100, 0, 1))).toBe(true)
    expect(hasScheduleEnded(fromStart, Date.UTC(2100, 0, 1))).toBe(false)
    expect(scheduleKey(fromStart)).toBe(`${fromStart.startsAt}-`)
    expect(scheduleKey(untilEnd)).toBe(`0-${untilEnd.endsAt}`)
  })
})

/** Runs the boot script's schedule part at `now` against fake browser globals; returns the CSS it added. */
function runBoot(keys: string[], now: number): string {
  const added: string[] = []
  const meta = { getAttribute: () => keys.join(' ') }
  const document = {
    querySelector: (selector: string) => (selector === `meta[name="${SCHEDULE_META}"]` ? meta : null),
    createElement: () => ({ textContent: '' }),
    head: { appendChild: (element: { textContent: string }) => void added.push(element.textContent) },
  }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline boot script as the page's <script> would
  new Function('document', 'window', 'Date', SCHEDULE_BOOT_SCRIPT)(document, {}, { now: () => now })
  return added.join('')
}

describe('the boot script hides the same blocks the server drops', () => {
  const running = scheduleWindow({ startsAt: '2027-05-21', endsAt: '2027-05-31' })!
  const untilEnd = scheduleWindow({ endsAt: '2027-06-15' })!
  const fromStart = scheduleWindow({ startsAt: '2027-06-01T09:00' })!
  const windows = [running, untilEnd, fromStart]
  const keys = windows.map(scheduleKey)
  const moments = [
    running.startsAt! - 1,
    running.startsAt!,
    running.endsAt! - 1,
    running.endsAt!,
    fromStart.startsAt! - 1,
    fromStart.startsAt!,
    untilEnd.endsAt! - 1,
    untilEnd.endsAt!,
    Date.UTC(2100, 0, 1),
  ]

  it.each(moments)('at %s', (now) => {
    const css = runBoot(keys, now)
    for (const window of windows) {
      expect(css.includes(`[data-schedule="${scheduleKey(window)}"]{display:none!important}`)).toBe(
        !isScheduleShowing(window, now),
      )
    }
  })
})

describe("writtenSchedule: a window back as config writes it (so the review can say it in config:diff's words)", () => {
  it.each([
    [{ startsAt: '2026-12-01', endsAt: '2027-01-05' }],
    [{ startsAt: '2027-03-01T09:30' }],
    [{ endsAt: '2027-03-15T18:00' }],
    // Across the DST change: whole days stay whole days on the Chicago wall clock.
    [{ startsAt: '2027-03-14', endsAt: '2027-11-07' }],
  ])('%j round-trips through scheduleWindow', (written) => {
    expect(writtenSchedule(scheduleWindow(written)!)).toEqual(written)
  })
})
