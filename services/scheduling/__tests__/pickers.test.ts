import { describe, expect, it } from 'vitest'
import { dateOptions, parseSlotValue, timeOfDayOptions, timeSlotOptions, withWeekday } from '../index.ts'

const at = (iso: string) => new Date(iso)
const values = (options: Array<{ value: string; text: string }>) => options.map((option) => option.value)

describe('dateOptions (spec §4.11)', () => {
  it.each([
    // now (America/Chicago), first date, last date, how many dates
    ['2026-11-23T15:59:00-06:00', '11/23/2026', '12/23/2026', 27, 'Monday 15:59: today through today +30'],
    ['2026-11-23T16:00:00-06:00', '11/24/2026', '12/24/2026', 27, 'Monday 16:00: tomorrow through today +31'],
    ['2026-11-23T00:00:00-06:00', '11/23/2026', '12/23/2026', 27, 'midnight counts as before 16:00'],
    ['2026-11-28T10:00:00-06:00', '11/28/2026', '12/28/2026', 26, 'Saturday morning offers Saturday itself'],
    ['2026-11-28T16:00:00-06:00', '11/30/2026', '12/29/2026', 26, 'Saturday from 16:00: tomorrow is Sunday, so Monday'],
    ['2026-11-29T09:00:00-06:00', '11/30/2026', '12/29/2026', 26, 'on a Sunday, today itself is excluded'],
    ['2026-01-31T09:00:00-06:00', '1/31/2026', '3/2/2026', 26, 'month end: January 31 runs into March'],
    ['2026-12-31T16:30:00-06:00', '1/1/2027', '1/30/2027', 26, 'year end from 16:00; today +31 is a Sunday'],
    ['2026-03-07T10:00:00-06:00', '3/7/2026', '4/6/2026', 26, 'across the spring DST change (March 8)'],
    ['2026-10-31T17:00:00-05:00', '11/2/2026', '12/1/2026', 26, 'across the fall DST change (November 1)'],
  ])('%s -> %s … %s (%i dates): %s', (now, first, last, count) => {
    const options = dateOptions(at(now))
    expect(options[0]?.value).toBe(first)
    expect(options.at(-1)?.value).toBe(last)
    expect(options).toHaveLength(count)
  })

  it('never offers a closed date (hours.json closedDates): Thanksgiving 2026 is not offered, Friday is', () => {
    const closed = { closedDates: { '2026-11-26': 'Thanksgiving' } }
    const wednesday = at('2026-11-25T10:00:00-06:00')
    expect(values(dateOptions(wednesday))).toContain('11/26/2026')
    expect(values(dateOptions(wednesday, closed))).not.toContain('11/26/2026')
    expect(values(dateOptions(wednesday, closed)).slice(0, 2)).toEqual(['11/25/2026', '11/27/2026'])
    // On the day itself before 16:00 "today" is not offered either.
    expect(dateOptions(at('2026-11-26T09:00:00-06:00'), closed)[0]?.value).toBe('11/27/2026')
    // No slot on it, whatever is asked.
    expect(timeSlotOptions('11/26/2026', 'afternoon', wednesday, closed)).toEqual([])
    expect(timeSlotOptions('11/26/2026', 'afternoon', wednesday)).not.toEqual([])
  })

  it('never offers a Sunday, and value and text are both M/D/YYYY', () => {
    const options = dateOptions(at('2026-11-23T09:00:00-06:00'))
    for (const option of options) {
      expect(option.text).toBe(option.value)
      expect(option.value).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/)
      expect(new Date(`${option.value} 12:00`).getDay()).not.toBe(0)
    }
    expect(values(options)).not.toContain('11/29/2026')
    expect(values(options)).toContain('11/28/2026')
    expect(values(options)).toContain('11/30/2026')
  })

  it('the checkout shows the weekday before the spec’s date; the value stays M/D/YYYY', () => {
    const [thursday, friday] = dateOptions(at('2026-11-26T09:00:00-06:00'))
    expect(withWeekday(thursday!)).toEqual({ value: '11/26/2026', text: 'Thu 11/26/2026' })
    expect(withWeekday(friday!)).toEqual({ value: '11/27/2026', text: 'Fri 11/27/2026' })
  })

  it('counts days in Chicago, not in UTC: 23:30 CST is still the same day', () => {
    // 05:30 UTC on the 24th is 23:30 on the 23rd in Chicago, after 16:00: first date is the 24th.
    expect(dateOptions(at('2026-11-24T05:30:00Z'))[0]?.value).toBe('11/24/2026')
  })
})

describe('timeOfDayOptions (spec §4.11)', () => {
  it.each([
    ['2026-11-23T07:59:00-06:00', ['morning', 'afternoon', 'evening']],
    ['2026-11-23T08:00:00-06:00', ['afternoon', 'evening']],
    ['2026-11-23T12:59:00-06:00', ['afternoon', 'evening']],
    ['2026-11-23T13:00:00-06:00', ['evening']],
    ['2026-11-23T15:59:00-06:00', ['evening']],
  ])('today at %s offers %j', (now, expected) => {
    expect(values(timeOfDayOptions('11/23/2026', at(now)))).toEqual(expected)
  })

  it('offers all three on any other day, with their names as text', () => {
    expect(timeOfDayOptions('11/24/2026', at('2026-11-23T15:59:00-06:00'))).toEqual([
      { value: 'morning', text: 'Morning' },
      { value: 'afternoon', text: 'Afternoon' },
      { value: 'evening', text: 'Evening' },
    ])
  })

  it('offers nothing for a value that is not a date', () => {
    expect(timeOfDayOptions('next tuesday', at('2026-11-23T09:00:00-06:00'))).toEqual([])
  })
})

describe('timeSlotOptions (spec §4.11)', () => {
  const tomorrowAtNine = at('2026-11-23T09:00:00-06:00')

  it('runs every 15 minutes from the start through the end time of each window', () => {
    const morning = values(timeSlotOptions('11/24/2026', 'morning', tomorrowAtNine))
    expect(morning).toHaveLength(17)
    expect(morning[0]).toBe('11/24/2026, 08:00 AM')
    expect(morning[1]).toBe('11/24/2026, 08:15 AM')
    expect(morning.at(-1)).toBe('11/24/2026, 12:00 PM')
    const afternoon = values(timeSlotOptions('11/24/2026', 'afternoon', tomorrowAtNine))
    expect([afternoon.length, afternoon[0], afternoon.at(-1)]).toEqual([
      21,
      '11/24/2026, 12:00 PM',
      '11/24/2026, 05:00 PM',
    ])
    const evening = values(timeSlotOptions('11/24/2026', 'evening', tomorrowAtNine))
    expect([evening.length, evening[0], evening.at(-1)]).toEqual([13, '11/24/2026, 05:00 PM', '11/24/2026, 08:00 PM'])
  })

  it.each([
    [
      '2026-11-23T07:00:00-06:00',
      'morning',
      ['11/23/2026, 11:15 AM', '11/23/2026, 11:30 AM', '11/23/2026, 11:45 AM', '11/23/2026, 12:00 PM'],
    ],
    ['2026-11-23T08:00:00-06:00', 'afternoon', null], // exactly 4 hours ahead (12:00) is not "more than"
    ['2026-11-23T15:59:00-06:00', 'evening', ['11/23/2026, 08:00 PM']],
    ['2026-11-23T15:45:00-06:00', 'evening', ['11/23/2026, 08:00 PM']],
    ['2026-11-23T15:44:00-06:00', 'evening', ['11/23/2026, 07:45 PM', '11/23/2026, 08:00 PM']],
  ])('today at %s, %s: only slots more than 4 hours ahead', (now, timeOfDay, expected) => {
    const slots = values(timeSlotOptions('11/23/2026', timeOfDay as 'morning', at(now)))
    if (expected) expect(slots).toEqual(expected)
    else {
      expect(slots[0]).toBe('11/23/2026, 12:15 PM')
      expect(slots).not.toContain('11/23/2026, 12:00 PM')
    }
  })

  it.each([
    ['2026-03-09T04:00:00-05:00', 'daylight time (after the spring change)'],
    ['2026-11-02T04:00:00-06:00', 'standard time (after the fall change)'],
  ])('the 4-hour rule uses the right offset in %s', (now) => {
    const day = now.startsWith('2026-03') ? '3/9/2026' : '11/2/2026'
    expect(values(timeSlotOptions(day, 'morning', at(now)))[0]).toBe(`${day}, 08:15 AM`)
  })

  it('parses a slot back to its instant in Chicago, with the offset of that day', () => {
    expect(parseSlotValue('3/9/2026, 08:00 AM')?.toUTC().toISO()).toBe('2026-03-09T13:00:00.000Z')
    expect(parseSlotValue('3/6/2026, 08:00 AM')?.toUTC().toISO()).toBe('2026-03-06T14:00:00.000Z')
    expect(parseSlotValue('not a slot')).toBeNull()
  })

  it('offers nothing for an unknown time of day', () => {
    expect(timeSlotOptions('11/24/2026', 'night' as 'morning', tomorrowAtNine)).toEqual([])
  })
})
