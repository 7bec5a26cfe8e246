import { describe, expect, it } from 'vitest'
import { realSite } from '../../../tests/support/realSite.ts'
import {
  type ClosedDays,
  type YearlyClosedDay,
  closedDateName,
  closedDatesBetween,
  yearlyClosedDate,
  yearlyRuleProblem,
} from '../closedDates.ts'
import { listedClosedDays } from '../index.ts'

const THANKSGIVING: YearlyClosedDay = { name: 'Thanksgiving', month: 11, weekday: 'thu', nth: 4 }
const MEMORIAL_DAY: YearlyClosedDay = { name: 'Memorial Day', month: 5, weekday: 'mon', nth: 'last' }
const CHRISTMAS: YearlyClosedDay = { name: 'Christmas', month: 12, day: 25 }
const NEW_YEAR: YearlyClosedDay = { name: "New Year's Day", month: 1, day: 1 }

describe('a yearly rule’s day in a year (hours.json closedEveryYear)', () => {
  it('Thanksgiving, the fourth Thursday of November: 2026-11-26, 2027-11-25, 2028-11-23', () => {
    expect([2026, 2027, 2028].map((year) => yearlyClosedDate(THANKSGIVING, year))).toEqual([
      '2026-11-26',
      '2027-11-25',
      '2028-11-23',
    ])
  })

  it('the last Monday of May: 2027-05-31 (a month that ends on one), 2026-05-25', () => {
    expect(yearlyClosedDate(MEMORIAL_DAY, 2027)).toBe('2027-05-31')
    expect(yearlyClosedDate(MEMORIAL_DAY, 2026)).toBe('2026-05-25')
  })

  it('the first weekday of a month that starts on it is the 1st (Labor Day 2025 is 1 September)', () => {
    expect(yearlyClosedDate({ name: 'Labor Day', month: 9, weekday: 'mon', nth: 1 }, 2025)).toBe('2025-09-01')
  })

  it('a fixed day: Christmas and New Year’s Day whatever the weekday', () => {
    expect(yearlyClosedDate(CHRISTMAS, 2027)).toBe('2027-12-25')
    expect(yearlyClosedDate(NEW_YEAR, 2028)).toBe('2028-01-01')
  })

  it('no day for an impossible rule, rather than a day of the next month', () => {
    expect(yearlyClosedDate({ name: 'x', month: 4, day: 31 }, 2027)).toBeUndefined()
    expect(yearlyClosedDate({ name: 'x', month: 13, day: 1 }, 2027)).toBeUndefined()
    expect(yearlyClosedDate({ name: 'x', month: 2, weekday: 'mon', nth: 5 }, 2027)).toBeUndefined()
  })
})

describe('the one rule: the holiday’s name on a date, from the one-off dates and the yearly rules', () => {
  const closed: ClosedDays = {
    closedDates: { '2027-07-05': 'Company Picnic', '2027-12-25': 'Christmas (observed early)' },
    closedEveryYear: [THANKSGIVING, MEMORIAL_DAY, CHRISTMAS],
  }

  it('names the rules’ days in any year, and no other day', () => {
    expect(closedDateName(closed, '2028-11-23')).toBe('Thanksgiving')
    expect(closedDateName(closed, '2031-11-27')).toBe('Thanksgiving')
    expect(closedDateName(closed, '2027-05-31')).toBe('Memorial Day')
    expect(closedDateName(closed, '2026-12-25')).toBe('Christmas')
    expect(closedDateName(closed, '2028-11-24')).toBeUndefined()
    expect(closedDateName(closed, '2027-05-24')).toBeUndefined()
  })

  it('names a one-off date, and its name wins over a rule’s on its day', () => {
    expect(closedDateName(closed, '2027-07-05')).toBe('Company Picnic')
    expect(closedDateName(closed, '2027-12-25')).toBe('Christmas (observed early)')
    expect(closedDateName({ closedDates: { '2027-07-05': 'Company Picnic' } }, '2028-07-05')).toBeUndefined()
  })

  it('lists the closed days of a window in date order, each once, with that name', () => {
    expect(closedDatesBetween(closed, '2027-05-01', '2027-12-31')).toEqual([
      { date: '2027-05-31', name: 'Memorial Day' },
      { date: '2027-07-05', name: 'Company Picnic' },
      { date: '2027-11-25', name: 'Thanksgiving' },
      { date: '2027-12-25', name: 'Christmas (observed early)' },
    ])
  })

  it('the site’s calendar: Thanksgiving, Christmas and New Year’s Day every year, two years ahead of a page’s build', () => {
    const hours = realSite().config.hours
    expect(closedDateName(hours, '2026-11-26')).toBe('Thanksgiving')
    expect(closedDateName(hours, '2030-11-28')).toBe('Thanksgiving')
    expect(closedDateName(hours, '2029-01-01')).toBe("New Year's Day")
    expect(listedClosedDays(hours, '2026-11-27')).toEqual([
      { date: '2026-12-25', name: 'Christmas' },
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2027-11-25', name: 'Thanksgiving' },
      { date: '2027-12-25', name: 'Christmas' },
      { date: '2028-01-01', name: "New Year's Day" },
      { date: '2028-11-23', name: 'Thanksgiving' },
    ])
  })
})

describe('a rule config:check refuses (yearlyRuleProblem)', () => {
  it('passes the rules a year can always keep', () => {
    for (const rule of [THANKSGIVING, MEMORIAL_DAY, CHRISTMAS, NEW_YEAR, { name: 'x', month: 4, day: 30 }])
      expect(yearlyRuleProblem(rule)).toBeUndefined()
  })

  it('names what is wrong: no such month, a day the month lacks, a fifth weekday, a day and a weekday', () => {
    expect(yearlyRuleProblem({ name: 'x', month: 13, day: 1 })).toBe('month 13 is not a month: give 1 to 12')
    expect(yearlyRuleProblem({ name: 'x', month: 9, day: 31 })).toBe('day 31 is not in every month 9 (it has 30 days)')
    expect(yearlyRuleProblem({ name: 'x', month: 11, weekday: 'thu', nth: 5 })).toBe(
      'nth 5 is not in every month: give 1 to 4, or "last"',
    )
    expect(yearlyRuleProblem({ name: 'x', month: 7, day: 4, weekday: 'fri', nth: 1 })).toMatch(/^give either a "day"/)
    expect(yearlyRuleProblem({ name: 'x', month: 7, weekday: 'fri' })).toBe(
      'an nth-weekday rule needs both "weekday" and "nth"',
    )
  })
})
