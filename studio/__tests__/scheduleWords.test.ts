import { describe, expect, it } from 'vitest'
import { joinChicagoTime, scheduleOf, scheduleProblems, splitChicagoTime } from '../fields/scheduleWords.ts'

describe('the Dates field: Show from / Hide after', () => {
  it('splits and joins the written form for the date and time inputs', () => {
    expect(splitChicagoTime('2027-05-31T18:00')).toEqual({ date: '2027-05-31', time: '18:00' })
    expect(splitChicagoTime('2027-05-31')).toEqual({ date: '2027-05-31', time: '' })
    expect(splitChicagoTime('May 31')).toBeNull()
    expect(joinChicagoTime('2027-05-31', '')).toBe('2027-05-31')
    expect(joinChicagoTime('2027-05-31', '09:30')).toBe('2027-05-31T09:30')
    expect(joinChicagoTime('', '09:30')).toBeUndefined()
    expect(scheduleOf(undefined, undefined)).toBeUndefined()
    expect(scheduleOf(undefined, '2027-05-31')).toEqual({ endsAt: '2027-05-31' })
  })

  it('says in sentences what is wrong: an end before the start, a day that does not exist', () => {
    expect(scheduleProblems({ startsAt: '2027-05-24', endsAt: '2027-05-31' })).toEqual([])
    expect(scheduleProblems({ startsAt: '2027-06-01', endsAt: '2027-05-31' })).toEqual([
      'Hide after must be later than Show from: it would stop showing (Mon, May 31, 2027, 11:59 PM CT) before it starts.',
    ])
    // A whole-day end on the start's day is that one day: fine.
    expect(scheduleProblems({ startsAt: '2027-05-31', endsAt: '2027-05-31' })).toEqual([])
    expect(scheduleProblems({ startsAt: '2027-05-31T18:00', endsAt: '2027-05-31T09:00' })).toHaveLength(1)
    expect(scheduleProblems({ endsAt: '2027-02-30' })).toEqual([
      "Hide after isn't a real date: write it as a day of the calendar, e.g. 2027-05-31.",
    ])
  })
})
