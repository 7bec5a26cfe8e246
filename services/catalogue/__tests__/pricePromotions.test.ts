import { describe, expect, it } from 'vitest'
import { type PricePromotion, nextPriceChange, runningPromotionIds } from '../index.ts'

// Chicago is UTC-6 in winter: "2030-01-10" starts at 06:00 UTC, and "endsAt": "2030-01-20" runs through that day.
const PROMOTIONS: PricePromotion[] = [
  { id: 'winter', item: 'smart-lock', price: 1, schedule: { startsAt: '2030-01-10', endsAt: '2030-01-20' } },
  { id: 'open-ended', item: 'doorbell-camera', price: 1, schedule: { startsAt: '2030-01-15T09:00' } },
]

describe('when prices change', () => {
  it('names the promotions running at a moment', () => {
    expect(runningPromotionIds(PROMOTIONS, Date.parse('2030-01-05T12:00:00Z'))).toEqual([])
    expect(runningPromotionIds(PROMOTIONS, Date.parse('2030-01-12T12:00:00Z'))).toEqual(['winter'])
    expect(runningPromotionIds(PROMOTIONS, Date.parse('2030-01-16T12:00:00Z'))).toEqual(['winter', 'open-ended'])
    expect(runningPromotionIds(PROMOTIONS, Date.parse('2030-02-01T12:00:00Z'))).toEqual(['open-ended'])
  })

  it('gives the next start or end after a moment, and null when none is left', () => {
    expect(nextPriceChange(PROMOTIONS, Date.parse('2030-01-05T12:00:00Z'))).toBe(Date.parse('2030-01-10T06:00:00Z'))
    expect(nextPriceChange(PROMOTIONS, Date.parse('2030-01-12T12:00:00Z'))).toBe(Date.parse('2030-01-15T15:00:00Z'))
    expect(nextPriceChange(PROMOTIONS, Date.parse('2030-01-16T12:00:00Z'))).toBe(Date.parse('2030-01-21T06:00:00Z'))
    expect(nextPriceChange(PROMOTIONS, Date.parse('2030-02-01T12:00:00Z'))).toBeNull()
    expect(nextPriceChange([], 0)).toBeNull()
  })
})
