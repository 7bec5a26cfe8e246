import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  addCalendarDays,
  availabilityAt,
  closedDateAt,
  isNotFoundSalesAvailable,
  nextEcommSalesOpening,
  nextSalesOpening,
  nextSupportOpening,
  type HoursConfig,
} from '../index.ts'
import {
  AVAILABILITY_LINES,
  CLOSED_TODAY_ATTRIBUTE,
  ECOMM_SALES_OPENS_ATTRIBUTE,
  SALES_OPENS_ATTRIBUTE,
  SUPPORT_OPENS_ATTRIBUTE,
  availabilityBootScript,
  salesOpeningKey,
} from '../availabilityBootScript.ts'
import { wallClock } from '../schedule.ts'
import { realSite } from '../../../tests/support/realSite.ts'

const hours = realSite().config.hours

/**
 * Runs the inline script at `instant` against fake browser globals and returns the attributes it set. The page was
 * built (its site data's closedDaysFrom) `builtDaysBefore` days before: by default a year, the middle of its window.
 */
function runAt(instant: number, search = '', builtDaysBefore = 365): Record<string, string> {
  const closedDaysFrom = addCalendarDays(wallClock(instant, hours.timezone).date, -builtDaysBefore)
  const attributes: Record<string, string> = {}
  const document = {
    documentElement: {
      getAttribute: (n: string) => attributes[n] ?? null,
      setAttribute: (n: string, v: string) => void (attributes[n] = v),
      hasAttribute: (n: string) => n in attributes,
      removeAttribute: (n: string) => void delete attributes[n],
    },
  }
  const events: string[] = []
  const window = { dispatchEvent: (event: Event) => void events.push(event.type) }
  const FixedDate = class extends Date {
    constructor() {
      super(instant)
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline boot script as the page's <script> would
  new Function(
    'window',
    'document',
    'location',
    'URLSearchParams',
    'Intl',
    'Date',
    'Event',
    'setInterval',
    availabilityBootScript(hours, closedDaysFrom),
  )(window, document, { search }, URLSearchParams, Intl, FixedDate, Event, () => 0)
  expect(events).toEqual(['harbor:availability'])
  return attributes
}

const expected = (instant: number, forceOffHours = false) => {
  const state = availabilityAt(hours, instant, { forceOffHours })
  const open = (value: boolean) => (value ? 'open' : 'closed')
  return {
    [AVAILABILITY_LINES.sales]: open(state.sales),
    [AVAILABILITY_LINES.ecommSales]: open(state.ecommSales),
    [AVAILABILITY_LINES.support]: open(state.support),
    [AVAILABILITY_LINES.offer]: open(state.offer),
    [AVAILABILITY_LINES.countdown]: open(state.countdown),
    [AVAILABILITY_LINES.notFoundSales]: open(isNotFoundSalesAvailable(hours, instant, forceOffHours)),
    // On a closed date, the date itself: the call lines show that day's words (SalesPhoneLink closedDayTexts).
    ...(closedDateAt(hours, instant) === undefined
      ? {}
      : { [CLOSED_TODAY_ATTRIBUTE]: wallClock(instant, hours.timezone).date }),
    // While sales is closed, when it opens next: what a lead sent now is promised (CallbackPromise).
    ...(state.sales ? {} : { [SALES_OPENS_ATTRIBUTE]: salesOpeningKey(nextSalesOpening(hours, instant)!) }),
    // The shop's line says when it opens: its hours while sales is open (spec 9.1, 4.10).
    ...(state.ecommSales
      ? {}
      : { [ECOMM_SALES_OPENS_ATTRIBUTE]: salesOpeningKey(nextEcommSalesOpening(hours, instant)!) }),
    // And phone support by the support reading's hours.
    ...(state.support ? {} : { [SUPPORT_OPENS_ATTRIBUTE]: salesOpeningKey(nextSupportOpening(hours, instant)!) }),
  }
}

describe('the availability boot script decides as services/hours does (spec 4.10, 2.11)', () => {
  it.each([
    '2026-11-23T06:59:00-06:00',
    '2026-11-23T07:00:00-06:00',
    '2026-11-23T21:59:00-06:00',
    '2026-11-23T22:00:00-06:00',
    '2026-11-28T13:00:00-06:00',
    '2026-11-28T19:59:00-06:00',
    '2026-11-28T09:59:00-06:00',
    '2026-11-28T10:00:00-06:00',
    '2026-11-28T18:59:00-06:00',
    '2026-11-28T19:00:00-06:00',
    '2026-11-23T07:59:00-06:00',
    '2026-11-23T08:00:00-06:00',
    '2026-11-23T19:59:00-06:00',
    '2026-11-23T20:00:00-06:00',
    '2026-11-29T12:00:00-06:00',
    '2026-07-06T07:00:00-05:00',
    '2026-03-08T02:30:00-05:00',
    '2026-11-01T01:30:00-05:00',
    '2026-11-24T00:00:00-06:00',
    // Thanksgiving, a closed day (hours.json closedEveryYear): staffed lines closed, offer windows open.
    '2026-11-26T11:00:00-06:00',
    '2026-11-26T14:30:00-06:00',
    '2026-11-27T07:00:00-06:00',
  ])('at %s', (iso) => {
    const instant = Date.parse(iso)
    expect(runAt(instant)).toEqual(expected(instant))
  })

  it('agrees at any minute of any day, DST changes included', () => {
    fc.assert(
      fc.property(
        fc.integer({
          min: Date.parse('2026-01-01T00:00:00Z') / 60_000,
          max: Date.parse('2028-12-31T00:00:00Z') / 60_000,
        }),
        (minute) => {
          const instant = minute * 60_000
          expect(runAt(instant)).toEqual(expected(instant))
        },
      ),
      { numRuns: 400 },
    )
  })

  it('knows the yearly rules’ days of later years: Thanksgiving 2028 (23 Nov), Christmas 2027 (a Saturday)', () => {
    expect(runAt(Date.parse('2028-11-23T11:00:00-06:00'))).toMatchObject({
      [CLOSED_TODAY_ATTRIBUTE]: '2028-11-23',
      [AVAILABILITY_LINES.sales]: 'closed',
    })
    expect(runAt(Date.parse('2028-11-22T11:00:00-06:00'))).not.toHaveProperty(CLOSED_TODAY_ATTRIBUTE)
    expect(runAt(Date.parse('2027-12-25T11:00:00-06:00'))[CLOSED_TODAY_ATTRIBUTE]).toBe('2027-12-25')
    // A page built the day itself lists it too; one built more than the window (two years) before does not.
    expect(runAt(Date.parse('2028-11-23T11:00:00-06:00'), '', 0)[CLOSED_TODAY_ATTRIBUTE]).toBe('2028-11-23')
    expect(runAt(Date.parse('2028-11-23T11:00:00-06:00'), '', 800)).not.toHaveProperty(CLOSED_TODAY_ATTRIBUTE)
  })

  it('carries the listed dates, not the rule: a few bytes per closed day', () => {
    const script = availabilityBootScript(hours, '2026-11-26')
    expect(script).toContain(
      '"closed":["2026-11-26","2026-12-25","2027-01-01","2027-11-25","2027-12-25","2028-01-01","2028-11-23"]',
    )
    expect(script).not.toContain('closedEveryYear')
  })

  it('names the closed date on <html> all that day, and takes it away the day after', () => {
    expect(runAt(Date.parse('2026-11-26T00:00:00-06:00'))[CLOSED_TODAY_ATTRIBUTE]).toBe('2026-11-26')
    expect(runAt(Date.parse('2026-11-26T23:59:00-06:00'))[CLOSED_TODAY_ATTRIBUTE]).toBe('2026-11-26')
    expect(runAt(Date.parse('2026-11-27T00:00:00-06:00'))).not.toHaveProperty(CLOSED_TODAY_ATTRIBUTE)
  })

  it('names when sales opens next while it is closed: tomorrow, a weekday after a weekend or a holiday, later today', () => {
    // A Saturday 23:30 (the fifth walkthrough's D4): Monday at 07:00.
    expect(runAt(Date.parse('2026-12-05T23:30:00-06:00'))[SALES_OPENS_ATTRIBUTE]).toBe('1-420')
    expect(runAt(Date.parse('2026-12-07T23:30:00-06:00'))[SALES_OPENS_ATTRIBUTE]).toBe('tomorrow-420')
    expect(runAt(Date.parse('2026-12-07T06:00:00-06:00'))[SALES_OPENS_ATTRIBUTE]).toBe('today-420')
    // The evening before Thanksgiving: Friday, the holiday skipped.
    expect(runAt(Date.parse('2026-11-25T22:30:00-06:00'))[SALES_OPENS_ATTRIBUTE]).toBe('5-420')
    expect(runAt(Date.parse('2026-12-07T11:00:00-06:00'))).not.toHaveProperty(SALES_OPENS_ATTRIBUTE)
  })

  it('names when the shop’s line opens, its hours while sales is open (spec 4.10): Saturday 11:00 Monday at 8, Tuesday 23:00 tomorrow at 8', () => {
    const saturday = runAt(Date.parse('2026-11-28T11:00:00-06:00'))
    expect(saturday[AVAILABILITY_LINES.ecommSales]).toBe('closed')
    expect(saturday[AVAILABILITY_LINES.sales]).toBe('closed')
    expect(saturday[ECOMM_SALES_OPENS_ATTRIBUTE]).toBe('1-480')
    expect(runAt(Date.parse('2026-11-24T23:00:00-06:00'))[ECOMM_SALES_OPENS_ATTRIBUTE]).toBe('tomorrow-480')
    expect(runAt(Date.parse('2026-11-27T21:00:00-06:00'))[ECOMM_SALES_OPENS_ATTRIBUTE]).toBe('1-480')
    expect(runAt(Date.parse('2026-11-28T19:00:00-06:00'))[ECOMM_SALES_OPENS_ATTRIBUTE]).toBe('1-480')
  })

  it('names when phone support opens: Tuesday 23:00 tomorrow at 8, Saturday 20:00 Monday at 8, Thanksgiving Friday at 8', () => {
    expect(runAt(Date.parse('2026-11-24T23:00:00-06:00'))[SUPPORT_OPENS_ATTRIBUTE]).toBe('tomorrow-480')
    expect(runAt(Date.parse('2026-11-28T20:00:00-06:00'))[SUPPORT_OPENS_ATTRIBUTE]).toBe('1-480')
    expect(runAt(Date.parse('2026-11-26T11:00:00-06:00'))[SUPPORT_OPENS_ATTRIBUTE]).toBe('tomorrow-480')
    expect(runAt(Date.parse('2026-11-24T10:00:00-06:00'))).not.toHaveProperty(SUPPORT_OPENS_ATTRIBUTE)
  })

  it('?offHours=true closes everything', () => {
    const instant = Date.parse('2026-11-23T12:00:00-06:00')
    expect(runAt(instant, '?offHours=true')).toEqual(expected(instant, true))
    const forced = runAt(instant, '?offHours=true')
    expect(Object.values(AVAILABILITY_LINES).every((line) => forced[line] === 'closed')).toBe(true)
  })

  it('is built once per hours config, not on every server render; a reloaded config gets its own', () => {
    const config = structuredClone(hours)
    const first = availabilityBootScript(config, '2026-11-26')
    // Config objects are never changed in place (a reload builds new ones), so a change here proves the cache.
    ;(config as { timezone: string }).timezone = 'America/New_York'
    expect(availabilityBootScript(config, '2026-11-26')).toBe(first)
    expect(availabilityBootScript(structuredClone(config), '2026-11-26')).toContain('America/New_York')
  })

  it('cannot be closed early by the config (no "<" in the inline script)', () => {
    expect(
      availabilityBootScript(
        { ...hours, timezone: '</script><script>alert(1)</script>' } as unknown as HoursConfig,
        '2026-11-26',
      ),
    ).not.toContain('</script>')
  })
})
