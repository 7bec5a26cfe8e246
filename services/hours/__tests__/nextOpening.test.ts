import { describe, expect, it } from 'vitest'
import { realSite } from '../../../tests/support/realSite.ts'
import { clockTime, nextSalesOpening } from '../index.ts'

const { hours } = realSite().config

describe('when sales next opens (the thank-you of a lead sent out of hours)', () => {
  it.each([
    // Monday 2026-11-23 before opening: later today at 7.
    ['2026-11-23T05:30:00-06:00', { daysAhead: 0, weekday: 1, opens: '07:00' }],
    // Open now: the next opening is tomorrow's, not the one that has passed.
    ['2026-11-23T10:00:00-06:00', { daysAhead: 1, weekday: 2, opens: '07:00' }],
    // Monday night: Tuesday at 7.
    ['2026-11-23T22:30:00-06:00', { daysAhead: 1, weekday: 2, opens: '07:00' }],
    // Friday night and Saturday: Monday at 7 (sales is closed all weekend).
    ['2026-11-27T22:30:00-06:00', { daysAhead: 3, weekday: 1, opens: '07:00' }],
    ['2026-11-28T15:00:00-06:00', { daysAhead: 2, weekday: 1, opens: '07:00' }],
  ])('at %s', (at, expected) => {
    expect(nextSalesOpening(hours, new Date(at))).toEqual(expected)
  })

  it('writes times as the site does', () => {
    expect([clockTime('07:00'), clockTime('12:00'), clockTime('13:30'), clockTime('00:15')]).toEqual([
      '7 AM',
      '12 PM',
      '1:30 PM',
      '12:15 AM',
    ])
  })
})
