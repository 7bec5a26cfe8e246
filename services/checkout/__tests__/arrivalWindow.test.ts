import { describe, expect, it } from 'vitest'
import { arrivalWindowOf } from '../arrivalWindow.ts'

describe('the installation arrival window (rater D21)', () => {
  it("promises the slot's time-of-day window and names the picked time as the plan, never a 15-minute window", () => {
    expect(arrivalWindowOf({ slot: '11/27/2026, 08:00 AM', timeOfDay: 'morning' })).toEqual({
      date: 'Friday, November 27, 2026',
      window: 'morning',
      from: '8:00 AM',
      to: '12:00 PM',
      time: '8:00 AM',
    })
    expect(arrivalWindowOf({ slot: '11/28/2026, 02:45 PM', timeOfDay: 'afternoon' })).toMatchObject({
      window: 'afternoon',
      from: '12:00 PM',
      to: '5:00 PM',
      time: '2:45 PM',
    })
    // The window's end is a slot of its own (spec §4.11: "including the end time").
    expect(arrivalWindowOf({ slot: '11/28/2026, 08:00 PM', timeOfDay: 'evening' })).toMatchObject({
      from: '5:00 PM',
      to: '8:00 PM',
      time: '8:00 PM',
    })
  })

  it('gives nothing for a slot it cannot read or outside its time of day', () => {
    expect(arrivalWindowOf({ slot: 'soon', timeOfDay: 'morning' })).toBeNull()
    expect(arrivalWindowOf({ slot: '11/27/2026, 03:00 PM', timeOfDay: 'morning' })).toBeNull()
  })
})
