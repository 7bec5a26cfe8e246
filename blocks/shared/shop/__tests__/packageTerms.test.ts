import { describe, expect, it } from 'vitest'
import { packageTerms } from '../packageTerms.ts'

const TERMS = [
  '*Requires 36-month monitoring commitment. Additional terms & conditions apply.',
  '0% APR financing for qualified applicants through our financing provider.',
  'Prices exclude sales tax.',
]

describe('the terms the cart prints', () => {
  it('prints the financing term only when the amount due is financed, the footnote only with its starred line', () => {
    expect(packageTerms(TERMS, { showsMonitoring: true, financed: true })).toEqual(TERMS)
    expect(packageTerms(TERMS, { showsMonitoring: true, financed: false })).toEqual([TERMS[0], TERMS[2]])
    expect(packageTerms(TERMS, { showsMonitoring: false, financed: false })).toEqual([TERMS[2]])
  })

  it('prints nothing when there are no terms', () => {
    expect(packageTerms(null, { showsMonitoring: true, financed: true })).toEqual([])
  })
})
