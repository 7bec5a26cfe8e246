import { describe, expect, it } from 'vitest'
import { expectLinesInOrder } from '../e2e/support/linesInOrder.ts'

// The browser tests' check of an order's lines (tests/e2e/support/linesInOrder.ts), on lists of its own.
describe('expectLinesInOrder', () => {
  const lines = ['Starter Package — Touch Panel', 'Professional Installation — Free', 'Shipping — $0.00', 'Camera × 2']

  it('passes when each expected line is there in order, with other lines around and between them', () => {
    expectLinesInOrder(lines, [['Starter Package', 'Touch Panel'], /^Professional Installation.*Free$/, 'Camera × 2'])
  })

  it('fails on a line missing, out of order, or holding only part of what it must', () => {
    expect(() => expectLinesInOrder(lines, ['Starter Package', 'Smoke Detector'])).toThrow(/Smoke Detector/)
    expect(() => expectLinesInOrder(lines, ['Camera × 2', 'Starter Package'])).toThrow(/Starter Package/)
    expect(() => expectLinesInOrder(lines, [['Starter Package', 'Hub']])).toThrow()
    expect(() => expectLinesInOrder(lines, ['Camera', 'Camera'])).toThrow()
  })
})
