import { describe, expect, it } from 'vitest'
import { lighthouseFigures } from '../lighthouse.ts'

const audits = {
  'first-contentful-paint': { numericValue: 1512.3 },
  'largest-contentful-paint': { numericValue: 1633 },
  'total-blocking-time': { numericValue: 428 },
  'cumulative-layout-shift': { numericValue: 0.0021 },
  'speed-index': { numericValue: 2000 },
}

describe('figures from a Lighthouse report', () => {
  it('reads the performance score as 0–100 and the four metrics', () => {
    expect(lighthouseFigures({ categories: { performance: { score: 0.89 } }, audits })).toEqual({
      score: 89,
      fcp: 1512.3,
      lcp: 1633,
      tbt: 428,
      cls: 0.0021,
    })
  })

  it('fails on a report without a score, without a metric or with a runtime error', () => {
    expect(() => lighthouseFigures({ categories: { performance: { score: null } }, audits })).toThrow(/no performance/)
    expect(() =>
      lighthouseFigures({
        categories: { performance: { score: 1 } },
        audits: { ...audits, 'total-blocking-time': {} },
      }),
    ).toThrow(/no total-blocking-time/)
    expect(() =>
      lighthouseFigures({
        categories: { performance: { score: null } },
        audits: {},
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      }),
    ).toThrow(/NO_FCP/)
  })
})
