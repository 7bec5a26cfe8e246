import { describe, expect, it } from 'vitest'
import { formatDollars, formatMonthly } from '../money.ts'

describe('the assessment\'s money (issue 25 walkthrough: "$769.9")', () => {
  it('writes cents in full, and whole prices whole, as the shop does', () => {
    expect(formatDollars(769.9)).toBe('$769.90')
    expect(formatDollars(1709.91)).toBe('$1,709.91')
    expect(formatDollars(1000)).toBe('$1,000')
  })

  it('gives the financing figure only from the $599 minimum', () => {
    expect(formatMonthly(769.9)).toBe('$16.04/mo.')
    expect(formatMonthly(598.99)).toBeNull()
  })
})
