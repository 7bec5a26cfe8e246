import { describe, expect, it } from 'vitest'
import { medianRun, ratio } from '../figures.ts'
import { median } from '../../stats.ts'

describe('report arithmetic', () => {
  it('divides by the reference and gives NaN when there is none', () => {
    expect(ratio(181, 94)).toBeCloseTo(1.9255, 3)
    expect(ratio(5, 0)).toBeNaN()
  })

  it('takes the median of an odd number of samples whatever their order', () => {
    expect(median([99, 89, 100, 90, 98])).toBe(98)
    expect(median([3])).toBe(3)
  })

  it('takes each Lighthouse figure’s own median across runs', () => {
    const runs = [
      { score: 89, fcp: 1500, lcp: 1600, tbt: 428, cls: 0 },
      { score: 100, fcp: 700, lcp: 900, tbt: 60, cls: 0.01 },
      { score: 95, fcp: 900, lcp: 1000, tbt: 500, cls: 0.002 },
    ]
    expect(medianRun(runs)).toEqual({ score: 95, fcp: 900, lcp: 1000, tbt: 428, cls: 0.002 })
    expect(() => medianRun([])).toThrow(/no Lighthouse runs/)
  })
})
