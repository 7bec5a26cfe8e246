import { describe, expect, it } from 'vitest'
import { realSite } from '../../../tests/support/realSite.ts'
import {
  addCalendarDays,
  closedDateAt,
  availabilityAt,
  closedDateName,
  closedDays,
  ecommSalesSchedule,
  isNotFoundSalesAvailable,
  nextEcommSalesOpening,
  nextSalesOpening,
  nextSupportOpening,
  weekdayName,
  weekdayOfDate,
  type HoursConfig,
} from '../index.ts'
import { intersectSchedules } from '../schedule.ts'

const site = realSite().config.hours
/** The site's hours with Thanksgiving 2026 as its one closed date, so the test does not follow hours.json's list. */
const hours: HoursConfig = { ...site, closedDates: { '2026-11-26': 'Thanksgiving' }, closedEveryYear: undefined }
const withoutHolidays: HoursConfig = { ...site, closedDates: {}, closedEveryYear: [] }

describe('closed dates (hours.json closedDates): the staffed lines are closed all day, the offer windows are not', () => {
  it('Thanksgiving (Thursday 26 Nov 2026) at 11:00 and 14:30 CT: sales, shop and phone support closed', () => {
    for (const iso of ['2026-11-26T11:00:00-06:00', '2026-11-26T14:30:00-06:00']) {
      const instant = Date.parse(iso)
      // Without the closed date the same Thursday is an open hour: the closed date is what closes it.
      expect(availabilityAt(withoutHolidays, instant)).toMatchObject({ sales: true, ecommSales: true, support: true })
      expect(availabilityAt(hours, instant)).toMatchObject({ sales: false, ecommSales: false, support: false })
      expect(isNotFoundSalesAvailable(hours, instant)).toBe(false)
    }
    // Online booking windows are not staffed lines.
    expect(availabilityAt(hours, Date.parse('2026-11-26T14:30:00-06:00'))).toMatchObject({
      offer: true,
      countdown: true,
    })
  })

  it('the day before and the day after keep their weekly hours', () => {
    expect(availabilityAt(hours, Date.parse('2026-11-25T21:59:00-06:00')).sales).toBe(true)
    expect(availabilityAt(hours, Date.parse('2026-11-27T07:00:00-06:00')).sales).toBe(true)
  })

  it('a lead sent on Wednesday night or on Thanksgiving is called back Friday at 7 AM', () => {
    const friday = { daysAhead: 2, weekday: 5, opens: '07:00' }
    expect(nextSalesOpening(hours, Date.parse('2026-11-25T22:30:00-06:00'))).toEqual(friday)
    expect(nextSalesOpening(hours, Date.parse('2026-11-26T06:00:00-06:00'))).toEqual({ ...friday, daysAhead: 1 })
    // Without the closed date: Thursday.
    expect(nextSalesOpening(withoutHolidays, Date.parse('2026-11-25T22:30:00-06:00'))).toEqual({
      daysAhead: 1,
      weekday: 4,
      opens: '07:00',
    })
  })

  it("phone support on Thanksgiving opens Friday at 8 AM, its own hours, not sales' 7 AM", () => {
    const thanksgiving = Date.parse('2026-11-26T11:00:00-06:00')
    expect(nextSupportOpening(hours, thanksgiving)).toEqual({ daysAhead: 1, weekday: 5, opens: '08:00' })
    // Without the closed date it is open then: its next opening is Friday's too, not later today.
    expect(nextSupportOpening(withoutHolidays, Date.parse('2026-11-26T21:00:00-06:00'))).toEqual({
      daysAhead: 1,
      weekday: 5,
      opens: '08:00',
    })
  })

  it('names the day, and steps calendar days across months, years and DST changes', () => {
    expect(closedDateName(hours, '2026-11-26')).toBe('Thanksgiving')
    expect(closedDateName(hours, '2026-11-27')).toBeUndefined()
    expect(closedDateName(hours, 'constructor')).toBeUndefined()
    expect(closedDateName(undefined, '2026-11-26')).toBeUndefined()
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addCalendarDays('2026-10-31', 2)).toBe('2026-11-02')
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('names the weekday of a calendar date, Monday = 1 … Sunday = 7, as the texts say it', () => {
    expect(weekdayOfDate('2026-11-26')).toBe(4)
    expect(weekdayOfDate('2026-11-29')).toBe(7)
    expect(weekdayOfDate('2026-11-30')).toBe(1)
    expect(weekdayOfDate('2028-02-29')).toBe(2)
    expect([1, 2, 3, 4, 5, 6, 7].map(weekdayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(weekdayName(weekdayOfDate('2026-11-26'))).toBe('Thursday')
  })

  it('reads the closed date on the company’s calendar, not UTC’s', () => {
    // 23:30 CT on Wednesday is already Thursday in UTC: still an ordinary day in Chicago.
    expect(closedDateAt(hours, Date.parse('2026-11-25T23:30:00-06:00'))).toBeUndefined()
    expect(closedDateAt(hours, Date.parse('2026-11-26T00:00:00-06:00'))).toBe('Thanksgiving')
    expect(closedDateAt(hours, Date.parse('2026-11-26T23:59:00-06:00'))).toBe('Thanksgiving')
  })

  it('the site closes on Thanksgiving 2026 (the issue’s example)', () => {
    expect(closedDateName(site, '2026-11-26')).toBe('Thanksgiving')
  })
})

describe('what each call line says on a closed date (closedDays): closed today, and when it opens', () => {
  const withChristmas: HoursConfig = {
    ...site,
    closedDates: { '2026-11-26': 'Thanksgiving', '2026-12-25': 'Christmas' },
    closedEveryYear: undefined,
  }
  /** The day the page's site data was built (SiteData.closedDaysFrom): its list starts there. */
  const from = '2026-11-01'

  it('the shop’s e-commerce line opens by its own hours while sales is open: Friday 8 AM after Thanksgiving', () => {
    expect(closedDays(withChristmas, 'ecommSales', from)).toEqual([
      { date: '2026-11-26', name: 'Thanksgiving', opening: { daysAhead: 1, weekday: 5, opens: '08:00' } },
      // Christmas is a Friday; the e-commerce hours open on Saturday at 10, but sales is closed all weekend.
      { date: '2026-12-25', name: 'Christmas', opening: { daysAhead: 3, weekday: 1, opens: '08:00' } },
    ])
  })

  it('the sales line opens by the sales hours: Friday 7 AM after Thanksgiving', () => {
    expect(closedDays(withChristmas, 'sales', from)[0]!.opening).toEqual({ daysAhead: 1, weekday: 5, opens: '07:00' })
    // The same answer nextSalesOpening gives at any hour of the holiday.
    expect(nextSalesOpening(withChristmas, Date.parse('2026-11-26T11:00:00-06:00'))).toEqual(
      closedDays(withChristmas, 'sales', from)[0]!.opening,
    )
  })

  it('phone support opens by the support reading’s hours: Friday 8 AM after Thanksgiving, Saturday 8 AM after Christmas', () => {
    expect(closedDays(withChristmas, 'support', from).map(({ opening }) => opening)).toEqual([
      { daysAhead: 1, weekday: 5, opens: '08:00' },
      { daysAhead: 1, weekday: 6, opens: '08:00' },
    ])
    expect(nextSupportOpening(withChristmas, Date.parse('2026-11-26T11:00:00-06:00'))).toEqual(
      closedDays(withChristmas, 'support', from)[0]!.opening,
    )
  })

  it('the e-commerce line’s hours are the hours both schedules are open', () => {
    expect(ecommSalesSchedule(site)).toEqual({
      mon: [['08:00', '20:00']],
      tue: [['08:00', '20:00']],
      wed: [['08:00', '20:00']],
      thu: [['08:00', '20:00']],
      fri: [['08:00', '20:00']],
    })
    // Its next opening is read from the same hours as its closed days'.
    expect(nextEcommSalesOpening(withChristmas, Date.parse('2026-11-26T11:00:00-06:00'))).toEqual(
      closedDays(withChristmas, 'ecommSales', from)[0]!.opening,
    )
  })

  it('intersectSchedules keeps, window by window, the stretches both schedules are open', () => {
    expect(
      intersectSchedules(
        {
          mon: [
            ['07:00', '12:00'],
            ['13:00', '22:00'],
          ],
        },
        { mon: [['08:00', '14:00']] },
      ),
    ).toEqual({
      mon: [
        ['08:00', '12:00'],
        ['13:00', '14:00'],
      ],
    })
  })
})
