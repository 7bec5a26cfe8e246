import { describe, expect, it } from 'vitest'
import { type WeeklySchedule, isOpenAt } from '../index.ts'

const sales: WeeklySchedule = {
  mon: [['07:00', '22:00']],
  tue: [['07:00', '22:00']],
  wed: [['07:00', '22:00']],
  thu: [['07:00', '22:00']],
  fri: [['07:00', '22:00']],
}
const zone = 'America/Chicago'

describe('isOpenAt', () => {
  it.each([
    ['2026-11-23T06:59:00-06:00', false], // Monday, a minute before sales opens
    ['2026-11-23T07:00:00-06:00', true],
    ['2026-11-23T21:59:00-06:00', true],
    ['2026-11-23T22:00:00-06:00', false],
    ['2026-11-28T12:00:00-06:00', false], // Saturday
    ['2026-11-29T12:00:00-06:00', false], // Sunday
    ['2026-07-06T07:00:00-05:00', true], // daylight time: 07:00 CDT
    ['2026-07-06T11:30:00Z', false], // 06:30 CDT
  ])('%s -> %s', (iso, open) => {
    expect(isOpenAt(sales, new Date(iso), zone)).toBe(open)
  })
})
