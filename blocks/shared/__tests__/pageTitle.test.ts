import { describe, expect, it } from 'vitest'
import { displayDate } from '../pageTitle.ts'

describe('displayDate', () => {
  it("shows a calendar date (a post's date) as that very day, whatever the time zone", () => {
    // Read as a moment in Chicago, midnight UTC would be the evening before.
    expect(displayDate('2026-11-10')).toBe('November 10, 2026')
    expect(displayDate('2026-01-01')).toBe('January 1, 2026')
  })

  it("shows a moment (Strapi's updatedAt) on its day in the business time zone", () => {
    expect(displayDate('2026-11-10T03:00:00.000Z')).toBe('November 9, 2026')
    expect(displayDate('2026-11-10T14:00:00.000Z')).toBe('November 10, 2026')
  })
})
