import { describe, expect, it } from 'vitest'
import { promotionTokens, promotionValues } from '../promotionTexts.ts'

describe('a promotion’s values, as the site’s offer texts write them', () => {
  it('the Memorial Day sale: its days, times, range, year and discount', () => {
    expect(
      promotionValues({
        id: 'memorial-day-cameras',
        category: 'security-cameras',
        percentOff: 25,
        schedule: { startsAt: '2027-05-24', endsAt: '2027-05-31' },
      }),
    ).toEqual({
      percentOff: '25%',
      starts: 'Monday, May 24',
      startDate: 'May 24',
      startTime: '12:00 am CT',
      ends: 'Monday, May 31',
      endDate: 'May 31',
      endTime: '11:59 pm CT',
      year: '2027',
      dates: 'May 24–31',
    })
  })

  it('a price, a timed end, and ranges over two months and two years', () => {
    const values = promotionValues({
      id: 'holiday-doorbell',
      item: 'doorbell-camera',
      price: 179.99,
      schedule: { startsAt: '2026-11-01', endsAt: '2027-01-04T18:00' },
    })
    expect(values).toMatchObject({ price: '$179.99', endTime: '6:00 pm CT', ends: 'Monday, January 4' })
    expect(values.dates).toBe('November 1, 2026–January 4, 2027')
    expect(values.percentOff).toBeUndefined()
    expect(
      promotionValues({ id: 'p', price: 99, schedule: { startsAt: '2027-05-30', endsAt: '2027-06-02' } }).dates,
    ).toBe('May 30–June 2')
  })

  it('offers no value an open end leaves without data', () => {
    expect(
      Object.keys(promotionValues({ id: 'p', percentOff: 10, schedule: { endsAt: '2027-07-05' } })).sort(),
    ).toEqual(['endDate', 'endTime', 'ends', 'percentOff', 'year'])
  })

  it('names each value as a page token', () => {
    expect(
      promotionTokens([{ id: 'spring', percentOff: 10, schedule: { startsAt: '2027-03-01', endsAt: '2027-03-07' } }]),
    ).toMatchObject({ 'promotion.spring.percentOff': '10%', 'promotion.spring.dates': 'March 1–7' })
  })
})
