import { describe, expect, it } from 'vitest'
import { salesCanCallBeforeVisit } from '../salesCallBeforeVisit.ts'
import { realSite } from '../../../tests/support/realSite.ts'

/** The site's own hours (hours.json): the shop's line Mon–Fri 8–20 while sales (Mon–Fri 7–22) is open too. */
const hours = realSite().config.hours
/** An instant from Chicago wall time (CST, UTC-6, in late November and December 2026). */
const chicago = (local: string) => Date.parse(`${local}:00-06:00`)

describe('whether the online sales team can call before the installation visit (seventh walkthrough E10 b)', () => {
  it.each([
    // placed, visit, can call
    ['Sat 11:00, the same day 3:15 PM: closed until Monday', '2026-11-28T11:00', '2026-11-28T15:15', false],
    [
      'Sat 11:00, Monday 8:00: the line opens at 8, not before the visit',
      '2026-11-28T11:00',
      '2026-11-30T08:00',
      false,
    ],
    ['Sat 11:00, Monday 8:15: the line opens first', '2026-11-28T11:00', '2026-11-30T08:15', true],
    ['Tue 11:00, the same day 3:15 PM: open now', '2026-12-01T11:00', '2026-12-01T15:15', true],
    ['Tue 23:00, noon the next day: opens at 8', '2026-12-01T23:00', '2026-12-02T12:00', true],
    ['Tue 06:30, the same day noon: opens at 8', '2026-12-01T06:30', '2026-12-01T12:00', true],
    ['Fri 20:30, Saturday 12:30: closed all weekend', '2026-12-04T20:30', '2026-12-05T12:30', false],
    [
      'Wed 23:00 before Thanksgiving, Friday 12:00: the holiday is skipped',
      '2026-11-25T23:00',
      '2026-11-27T12:00',
      true,
    ],
    [
      'Wed 21:00 before Thanksgiving, Thanksgiving is closed: Friday 8:00 visit',
      '2026-11-25T21:00',
      '2026-11-27T08:00',
      false,
    ],
    ['a visit that does not come after the order', '2026-12-01T11:00', '2026-12-01T11:00', false],
  ] as const)('%s', (_case, placed, visit, canCall) => {
    expect(salesCanCallBeforeVisit(hours, chicago(placed), chicago(visit))).toBe(canCall)
  })
})
