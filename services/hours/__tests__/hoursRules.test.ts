import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { HoursConfig } from '../../../schemas/generated/hours.ts'
import {
  availabilityAt,
  availabilityFor,
  isCountdownShown,
  isEcommSalesOpen,
  isNotFoundSalesAvailable,
  isOfferHours,
  isOffHoursForced,
  isSalesOpen,
  isSupportOpen,
  nextEcommSalesOpening,
} from '../index.ts'

// The real site-config: the table below is the spec (4.10, 9.1) read against the shipped hours.
const hours = JSON.parse(
  readFileSync(new URL('../../../site-config/hours.json', import.meta.url), 'utf8'),
) as HoursConfig

// 2026 dates: Mon 23 Nov (CST, UTC-6); Mon 6 Jul (CDT, UTC-5); DST starts Sun 8 Mar, ends Sun 1 Nov.
const at = (iso: string) => new Date(iso)

describe('sales hours (spec 4.10: closed weekdays before 7 or from 22 on, and all weekend)', () => {
  it.each([
    ['2026-11-23T06:59:00-06:00', false, 'Monday 06:59'],
    ['2026-11-23T07:00:00-06:00', true, 'Monday 07:00'],
    ['2026-11-23T21:59:00-06:00', true, 'Monday 21:59'],
    ['2026-11-23T22:00:00-06:00', false, 'Monday 22:00'],
    ['2026-11-27T21:59:00-06:00', true, 'Friday 21:59'],
    ['2026-11-27T22:00:00-06:00', false, 'Friday 22:00'],
    ['2026-11-28T07:00:00-06:00', false, 'Saturday 07:00'],
    ['2026-11-28T12:00:00-06:00', false, 'Saturday noon'],
    ['2026-11-29T12:00:00-06:00', false, 'Sunday noon'],
    ['2026-11-30T00:00:00-06:00', false, 'Monday midnight'],
    ['2026-07-06T06:59:00-05:00', false, 'Monday 06:59 CDT'],
    ['2026-07-06T07:00:00-05:00', true, 'Monday 07:00 CDT'],
    ['2026-07-06T11:59:00Z', false, 'Monday 06:59 CDT given in UTC'],
    ['2026-07-06T12:00:00Z', true, 'Monday 07:00 CDT given in UTC'],
    ['2026-11-23T12:59:00Z', false, 'Monday 06:59 CST given in UTC'],
    ['2026-11-23T13:00:00Z', true, 'Monday 07:00 CST given in UTC'],
    // DST change days are Sundays (closed); the Monday after each runs on the new offset.
    ['2026-03-08T03:00:00-05:00', false, 'spring-forward Sunday 03:00 CDT'],
    ['2026-03-09T06:59:00-05:00', false, 'Monday after spring-forward 06:59 CDT'],
    ['2026-03-09T07:00:00-05:00', true, 'Monday after spring-forward 07:00 CDT'],
    ['2026-03-06T21:59:00-06:00', true, 'Friday before spring-forward 21:59 CST'],
    ['2026-03-06T22:00:00-06:00', false, 'Friday before spring-forward 22:00 CST'],
    ['2026-11-01T01:30:00-06:00', false, 'fall-back Sunday, repeated 01:30 CST'],
    ['2026-11-02T06:59:00-06:00', false, 'Monday after fall-back 06:59 CST'],
    ['2026-11-02T07:00:00-06:00', true, 'Monday after fall-back 07:00 CST'],
    ['2026-10-30T21:59:00-05:00', true, 'Friday before fall-back 21:59 CDT'],
    ['2026-10-30T22:00:00-05:00', false, 'Friday before fall-back 22:00 CDT'],
  ])('%s -> %s (%s)', (iso, open) => {
    expect(isSalesOpen(hours, at(iso))).toBe(open)
  })
})

describe('e-commerce sales hours, both readings, as their texts say (spec 9.1), within sales hours (spec 4.10)', () => {
  it("the shipped texts are the spec's two readings", () => {
    expect(hours.texts.ecommSales).toEqual({
      a: 'Monday–Friday 8am–8pm or Saturday 10am–7pm CT',
      b: 'Monday–Friday 8am–9pm or Saturday 10am–7pm CT',
    })
  })

  it.each([
    // [instant, reading a, reading b, what]: open only where the e-commerce text says so and sales is available
    ['2026-11-23T07:59:00-06:00', false, false, 'Monday 07:59'],
    ['2026-11-23T08:00:00-06:00', true, true, 'Monday 08:00'],
    ['2026-11-23T19:59:00-06:00', true, true, 'Monday 19:59'],
    ['2026-11-23T20:00:00-06:00', false, true, 'Monday 20:00'],
    ['2026-11-27T20:59:00-06:00', false, true, 'Friday 20:59'],
    ['2026-11-27T21:00:00-06:00', false, false, 'Friday 21:00'],
    ['2026-11-28T09:59:00-06:00', false, false, 'Saturday 09:59'],
    // Saturday is inside the e-commerce text but sales is unavailable all weekend: no phone link (spec 4.10).
    ['2026-11-28T10:00:00-06:00', false, false, 'Saturday 10:00'],
    ['2026-11-28T11:00:00-06:00', false, false, 'Saturday 11:00'],
    ['2026-11-28T18:59:00-06:00', false, false, 'Saturday 18:59'],
    ['2026-11-28T19:00:00-06:00', false, false, 'Saturday 19:00'],
    ['2026-11-29T00:00:00-06:00', false, false, 'Sunday 00:00 (the turn of day)'],
    ['2026-11-29T12:00:00-06:00', false, false, 'Sunday noon'],
    ['2026-11-24T23:00:00-06:00', false, false, 'Tuesday 23:00'],
    ['2026-11-26T11:00:00-06:00', false, false, 'Thanksgiving 11:00 (closed date)'],
    ['2027-01-04T11:00:00-06:00', true, true, 'Monday after New Year 11:00'],
    ['2026-07-06T08:00:00-05:00', true, true, 'Monday 08:00 CDT'],
  ])('%s -> a %s, b %s (%s)', (iso, a, b) => {
    expect(isEcommSalesOpen({ ...hours, ecommSalesReading: 'a' }, at(iso))).toBe(a)
    expect(isEcommSalesOpen({ ...hours, ecommSalesReading: 'b' }, at(iso))).toBe(b)
  })
})

describe('when the shop’s e-commerce line next opens (its hours while sales is open, America/Chicago, closed dates skipped)', () => {
  it.each([
    // [instant, days ahead, weekday (1 = Monday), opens, what]
    ['2026-11-24T23:00:00-06:00', 1, 3, '08:00', 'Tuesday 23:00: tomorrow at 8 AM'],
    ['2026-11-25T07:59:00-06:00', 0, 3, '08:00', 'Wednesday 07:59: today at 8 AM'],
    ['2026-11-25T20:00:00-06:00', 2, 5, '08:00', 'Wednesday 20:00: Friday, Thanksgiving skipped'],
    ['2026-11-27T23:59:00-06:00', 3, 1, '08:00', 'Friday 23:59: Monday at 8 AM, the weekend without sales'],
    ['2026-11-28T00:00:00-06:00', 2, 1, '08:00', 'Saturday 00:00, the turn of day: Monday at 8 AM'],
    ['2026-11-28T19:00:00-06:00', 2, 1, '08:00', 'Saturday 19:00: Monday at 8 AM, Sunday closed'],
    ['2026-11-29T12:00:00-06:00', 1, 1, '08:00', 'Sunday noon: tomorrow at 8 AM'],
  ])('%s -> in %i days, weekday %i, %s (%s)', (iso, daysAhead, weekday, opens) => {
    expect(nextEcommSalesOpening(hours, at(iso))).toEqual({ daysAhead, weekday, opens })
  })
})

describe('support hours, both readings (spec 4.10)', () => {
  it.each([
    // [instant, reading a, reading b, what]
    ['2026-11-23T07:59:00-06:00', false, false, 'Monday 07:59'],
    ['2026-11-23T08:00:00-06:00', true, true, 'Monday 08:00'],
    ['2026-11-23T19:59:00-06:00', true, true, 'Monday 19:59'],
    ['2026-11-23T20:00:00-06:00', false, false, 'Monday 20:00'],
    ['2026-11-28T07:59:00-06:00', false, false, 'Saturday 07:59'],
    ['2026-11-28T08:00:00-06:00', true, true, 'Saturday 08:00'],
    ['2026-11-28T11:59:00-06:00', true, true, 'Saturday 11:59'],
    ['2026-11-28T12:00:00-06:00', false, true, 'Saturday 12:00 (a closes at noon)'],
    ['2026-11-28T19:59:00-06:00', false, true, 'Saturday 19:59'],
    ['2026-11-28T20:00:00-06:00', false, false, 'Saturday 20:00'],
    ['2026-11-29T10:00:00-06:00', false, false, 'Sunday'],
    ['2026-03-08T10:00:00-05:00', false, false, 'spring-forward Sunday'],
    ['2026-03-09T07:59:00-05:00', false, false, 'Monday after spring-forward 07:59 CDT'],
    ['2026-03-09T08:00:00-05:00', true, true, 'Monday after spring-forward 08:00 CDT'],
    ['2026-10-31T19:59:00-05:00', false, true, 'Saturday before fall-back 19:59 CDT'],
    ['2026-10-31T20:00:00-05:00', false, false, 'Saturday before fall-back 20:00 CDT'],
  ])('%s -> a: %s, b: %s (%s)', (iso, a, b) => {
    expect(isSupportOpen(hours, at(iso), 'a')).toBe(a)
    expect(isSupportOpen(hours, at(iso), 'b')).toBe(b)
  })

  it('uses the reading selected in site-config by default', () => {
    const saturdayAfternoon = at('2026-11-28T15:00:00-06:00')
    expect(isSupportOpen({ ...hours, supportReading: 'a' }, saturdayAfternoon)).toBe(false)
    expect(isSupportOpen({ ...hours, supportReading: 'b' }, saturdayAfternoon)).toBe(true)
  })
})

describe('offer hours Mon–Sat 13:00–20:59 and the countdown window (spec 4.10)', () => {
  it.each([
    ['2026-11-23T12:59:00-06:00', false, false, 'Monday 12:59'],
    ['2026-11-23T13:00:00-06:00', true, false, 'Monday 13:00'],
    ['2026-11-23T13:59:00-06:00', true, false, 'Monday 13:59'],
    ['2026-11-23T14:00:00-06:00', true, true, 'Monday 14:00'],
    ['2026-11-23T20:59:00-06:00', true, true, 'Monday 20:59'],
    ['2026-11-23T21:00:00-06:00', false, false, 'Monday 21:00'],
    ['2026-11-28T13:00:00-06:00', true, false, 'Saturday 13:00'],
    ['2026-11-28T14:00:00-06:00', true, true, 'Saturday 14:00'],
    ['2026-11-28T19:59:00-06:00', true, true, 'Saturday 19:59'],
    ['2026-11-28T20:00:00-06:00', true, false, 'Saturday 20:00 (countdown ends after hour 19)'],
    ['2026-11-28T20:59:00-06:00', true, false, 'Saturday 20:59'],
    ['2026-11-28T21:00:00-06:00', false, false, 'Saturday 21:00'],
    ['2026-11-29T15:00:00-06:00', false, false, 'Sunday'],
    ['2026-07-11T19:59:00-05:00', true, true, 'Saturday 19:59 CDT'],
  ])('%s -> offer %s, countdown %s (%s)', (iso, offer, countdown) => {
    expect(isOfferHours(hours, at(iso))).toBe(offer)
    expect(isCountdownShown(hours, at(iso))).toBe(countdown)
  })
})

describe('offHours=true forces the off-hours state', () => {
  it.each([
    ['?offHours=true', true],
    ['offHours=true&utm_ads=x', true],
    ['?offHours=false', false],
    ['?offHours=TRUE', false],
    ['?offhours=true', false],
    ['', false],
  ])('%s -> %s', (search, forced) => {
    expect(isOffHoursForced(search)).toBe(forced)
  })

  it('turns every window off, even at noon on a Monday', () => {
    const noon = at('2026-11-23T14:30:00-06:00')
    expect(availabilityAt(hours, noon)).toEqual({
      sales: true,
      ecommSales: true,
      support: true,
      offer: true,
      countdown: true,
    })
    expect(availabilityAt(hours, noon, { forceOffHours: true })).toEqual({
      sales: false,
      ecommSales: false,
      support: false,
      offer: false,
      countdown: false,
    })
  })
})

describe('the 404 page rule (spec 2.11: Sunday and outside sales hours are unavailable)', () => {
  it.each([
    ['2026-11-23T06:59:00-06:00', false],
    ['2026-11-23T07:00:00-06:00', true],
    ['2026-11-23T21:59:00-06:00', true],
    ['2026-11-23T22:00:00-06:00', false],
    ['2026-11-28T12:00:00-06:00', false],
    ['2026-11-29T12:00:00-06:00', false],
  ])('%s -> %s', (iso, available) => {
    expect(isNotFoundSalesAvailable(hours, at(iso))).toBe(available)
  })

  it('keeps Sunday unavailable even if the sales schedule opened on Sundays', () => {
    const sundaySales = { ...hours, sales: { ...hours.sales, sun: [['07:00', '22:00']] as [string, string][] } }
    const sundayNoon = at('2026-11-29T12:00:00-06:00')
    expect(isSalesOpen(sundaySales, sundayNoon)).toBe(true)
    expect(isNotFoundSalesAvailable(sundaySales, sundayNoon)).toBe(false)
  })

  it('honours offHours=true', () => {
    expect(isNotFoundSalesAvailable(hours, at('2026-11-23T12:00:00-06:00'), true)).toBe(false)
  })
})

describe('availabilityFor: every line at one moment for a visitor query (the simulated and the undecided clock)', () => {
  const allClosed = {
    sales: false,
    ecommSales: false,
    support: false,
    offer: false,
    countdown: false,
    notFoundSales: false,
  }
  it.each([
    [
      'Monday 10:00',
      '2026-11-23T10:00:00-06:00',
      '',
      { sales: true, ecommSales: true, support: true, offer: false, countdown: false, notFoundSales: true },
    ],
    [
      'Monday 15:00',
      '2026-11-23T15:00:00-06:00',
      '?utm_source=x',
      { sales: true, ecommSales: true, support: true, offer: true, countdown: true, notFoundSales: true },
    ],
    ['Monday 10:00 with ?offHours=true', '2026-11-23T10:00:00-06:00', '?offHours=true', allClosed],
    [
      'Saturday 15:00',
      '2026-11-28T15:00:00-06:00',
      '',
      { sales: false, ecommSales: false, support: true, offer: true, countdown: true, notFoundSales: false },
    ],
    ['Monday 22:30', '2026-11-23T22:30:00-06:00', '', allClosed],
  ])('%s', (_label, iso, search, expected) => {
    expect(availabilityFor(hours, at(iso), search)).toEqual(expected)
  })
})
