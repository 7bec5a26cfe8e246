import { describe, expect, it } from 'vitest'
import { nextStepTimeline } from '../nextSteps.ts'

const ZONE = 'America/Chicago'
const CLOSED = { '2026-11-26': 'Thanksgiving', '2026-12-25': 'Christmas Day' }
/** An instant from Chicago wall time (CST, UTC-6, in late November and December 2026). */
const chicago = (local: string) => Date.parse(`${local}:00-06:00`)
const timeline = (placed: string, visit: string, shippingBusinessDays: number | null = 2) =>
  nextStepTimeline({
    placedAt: chicago(placed),
    visitAt: chicago(visit),
    timezone: ZONE,
    closedDays: { closedDates: CLOSED },
    shippingBusinessDays,
  })

describe('what can still happen before the installation visit (rater D3), on the company’s calendar', () => {
  it.each([
    // placed, visit, daysAhead, call before the visit, technician brings the equipment, a text the day before
    [
      'Tue 11:00, the same day 3:15 PM (spec 4.11 allows it)',
      '2026-12-01T11:00',
      '2026-12-01T15:15',
      0,
      true,
      true,
      false,
    ],
    ['Tue 23:00, noon the next day', '2026-12-01T23:00', '2026-12-02T12:00', 1, true, true, false],
    [
      'Tue 11:00, Thursday: shipping delivers that day at best',
      '2026-12-01T11:00',
      '2026-12-03T08:00',
      2,
      false,
      true,
      true,
    ],
    ['Tue 11:00, Friday: the equipment ships first', '2026-12-01T11:00', '2026-12-04T08:00', 3, false, false, true],
    ['Fri 11:00, Monday: the weekend is no business day', '2026-12-04T11:00', '2026-12-07T08:00', 3, true, true, true],
    ['Fri 11:00, Wednesday: delivered Tuesday', '2026-12-04T11:00', '2026-12-09T08:00', 5, false, false, true],
    [
      'Wed 11:00 before Thanksgiving, Friday: the holiday is no business day',
      '2026-11-25T11:00',
      '2026-11-27T08:00',
      2,
      true,
      true,
      true,
    ],
    [
      'Wed 11:00 before Thanksgiving, Monday: delivered that Monday at best',
      '2026-11-25T11:00',
      '2026-11-30T08:00',
      5,
      false,
      true,
      true,
    ],
    [
      'Wed 11:00 before Thanksgiving, Tuesday: the equipment ships first',
      '2026-11-25T11:00',
      '2026-12-01T08:00',
      6,
      false,
      false,
      true,
    ],
  ])('%s', (_name, placed, visit, daysAhead, callBeforeVisit, technicianBringsEquipment, textDayBefore) => {
    expect(timeline(placed, visit)).toMatchObject({
      daysAhead,
      callBeforeVisit,
      technicianBringsEquipment,
      textDayBefore,
    })
  })

  it('reads the calendar day in Chicago, not UTC: 23:00 CT is already the next day in UTC', () => {
    // 23:00 CT Tuesday = 05:00 UTC Wednesday; a Wednesday visit is still "tomorrow".
    expect(timeline('2026-12-01T23:00', '2026-12-02T08:00').daysAhead).toBe(1)
  })

  it('an order that ships nothing: the technician brings the equipment whatever the date', () => {
    expect(timeline('2026-12-01T11:00', '2026-12-15T08:00', null).technicianBringsEquipment).toBe(true)
  })

  it('names the visit’s weekday (Monday = 1) for "on Monday"', () => {
    expect(timeline('2026-12-04T11:00', '2026-12-07T08:00').visitWeekday).toBe(1)
  })
})
