import fc from 'fast-check'
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import {
  SCHEDULING_ZONE,
  TIME_OF_DAY_WINDOWS,
  dateOptions,
  parseSlotValue,
  timeOfDayOptions,
  timeSlotOptions,
} from '../index.ts'

// Any instant from 2026 through 2028, including both DST changes of each year.
const instants = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) })

describe('scheduling pickers hold the spec’s rules for any moment', () => {
  it('dates: no Sunday, consecutive days in range, starting today before 16:00 and tomorrow from 16:00', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const local = DateTime.fromMillis(now, { zone: SCHEDULING_ZONE })
        const today = local.startOf('day')
        const first = local.hour < 16 ? today : today.plus({ days: 1 })
        const last = today.plus({ days: local.hour < 16 ? 30 : 31 })
        const expected: string[] = []
        for (let day = first; day <= last; day = day.plus({ days: 1 }))
          if (day.weekday !== 7) expected.push(day.toFormat('M/d/yyyy'))
        expect(dateOptions(now).map((option) => option.value)).toEqual(expected)
      }),
      { numRuns: 100 },
    )
  }, 30_000)

  it('slots: on the 15-minute grid inside their window, all more than 4 hours ahead, none missing', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 3 }), (now, dayIndex) => {
        const date = dateOptions(now)[dayIndex]!.value
        for (const { value: timeOfDay } of timeOfDayOptions(date, now)) {
          const window = TIME_OF_DAY_WINDOWS.find((candidate) => candidate.value === timeOfDay)!
          const slots = timeSlotOptions(date, timeOfDay as 'morning', now).map((option) =>
            parseSlotValue(option.value)!,
          )
          const all = (window.endHour - window.startHour) * 4 + 1
          const tooSoon = Array.from({ length: all }, (_, i) =>
            DateTime.fromFormat(date, 'M/d/yyyy', { zone: SCHEDULING_ZONE })
              .set({ hour: window.startHour, minute: 0 })
              .plus({ minutes: 15 * i }),
          ).filter((slot) => slot.toMillis() - now <= 4 * 3600_000).length
          expect(slots).toHaveLength(all - tooSoon)
          for (const slot of slots) {
            expect(slot.toMillis() - now).toBeGreaterThan(4 * 3600_000)
            expect(slot.minute % 15).toBe(0)
            expect(slot.hour * 60 + slot.minute).toBeGreaterThanOrEqual(window.startHour * 60)
            expect(slot.hour * 60 + slot.minute).toBeLessThanOrEqual(window.endHour * 60)
          }
        }
      }),
      { numRuns: 60 },
    )
  }, 30_000)
})

describe('DST days', () => {
  // US DST changes fall on Sundays, which the date picker never offers; the slots are still computed right.
  it('puts a slot on the change day at its own offset', () => {
    expect(parseSlotValue('3/8/2026, 08:00 AM')?.toUTC().toISO()).toBe('2026-03-08T13:00:00.000Z')
    expect(parseSlotValue('11/1/2026, 08:00 AM')?.toUTC().toISO()).toBe('2026-11-01T14:00:00.000Z')
    expect(timeSlotOptions('11/1/2026', 'morning', new Date('2026-11-01T04:30:00-06:00'))[0]?.value).toBe(
      '11/1/2026, 08:45 AM',
    )
    expect(timeSlotOptions('3/8/2026', 'morning', new Date('2026-03-08T04:30:00-05:00'))[0]?.value).toBe(
      '3/8/2026, 08:45 AM',
    )
  })
})
