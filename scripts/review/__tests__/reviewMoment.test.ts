import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { reviewMoment } from '../reviewMoment.ts'

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: 'America/Chicago' }).toMillis()

describe('reviewMoment', () => {
  it('is 10:00 CT on the day of the run, or the next weekday on a weekend', () => {
    expect(reviewMoment(undefined, chicago('2026-11-24T21:30'))).toBe(chicago('2026-11-24T10:00'))
    // Saturday late evening in Chicago (already Sunday in UTC): Monday.
    expect(reviewMoment(undefined, chicago('2026-11-28T23:30'))).toBe(chicago('2026-11-30T10:00'))
  })

  it('takes --at in Chicago time, and refuses what is not a date', () => {
    expect(reviewMoment('2026-12-01T18:00')).toBe(chicago('2026-12-01T18:00'))
    expect(() => reviewMoment('December first')).toThrow('--at December first: not a date and time')
  })
})
