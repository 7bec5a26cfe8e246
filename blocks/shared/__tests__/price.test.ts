import { describe, expect, it } from 'vitest'
import { accessiblePriceText, formatMoney, isReducedPrice, priceParts, regularPriceText } from '../price.ts'
import { formatCount } from '../formatCount.ts'

describe('price parts', () => {
  it.each([
    [29.99, 'month', { symbol: '$', whole: '29', cents: '99', periodSuffix: '/mo.' }],
    [49, 'month', { symbol: '$', whole: '49', cents: '00', periodSuffix: '/mo.' }],
    [1299.5, 'once', { symbol: '$', whole: '1,299', cents: '50', periodSuffix: '' }],
    [0.99, 'year', { symbol: '$', whole: '0', cents: '99', periodSuffix: '/yr.' }],
    [19.999, 'month', { symbol: '$', whole: '20', cents: '00', periodSuffix: '/mo.' }],
  ] as const)('%s per %s', (amount, period, parts) => {
    expect(priceParts(amount, 'USD', period)).toEqual(parts)
  })

  it('uses the currency symbol of the currency', () => {
    expect(priceParts(10, 'EUR').symbol).toBe('€')
    expect(formatMoney(5, 'USD')).toBe('$5.00')
  })
})

describe('accessible price text', () => {
  const labels = { regularPriceLabel: 'Regular price', nowLabel: 'now' }
  it('reads the regular price first when it is higher, in the words of every struck price (StruckPrice)', () => {
    expect(accessiblePriceText({ amount: 29.99, previousAmount: 39.99 }, labels)).toBe(
      'Regular price $39.99, now $29.99 per month',
    )
    expect(
      accessiblePriceText({ amount: 29.99, previousAmount: 39.99 }, { regularPriceLabel: 'Was', nowLabel: 'now' }),
    ).toBe('Was $39.99, now $29.99 per month')
  })
  it('reads the price alone without an earlier price, or when it was not higher', () => {
    expect(accessiblePriceText({ amount: 29.99 }, labels)).toBe('$29.99 per month')
    expect(accessiblePriceText({ amount: 29.99, previousAmount: 29.99 }, labels)).toBe('$29.99 per month')
    expect(accessiblePriceText({ amount: 199, period: 'once' }, labels)).toBe('$199.00')
    expect(accessiblePriceText({ amount: 120, previousAmount: 150, period: 'year' }, labels)).toBe(
      'Regular price $150.00, now $120.00 per year',
    )
  })
})

describe('reduced price (the struck-through price, "Regular price … now …" and a sale ribbon)', () => {
  it('is a price with an earlier, higher amount', () => {
    expect(isReducedPrice({ amount: 29.99, previousAmount: 39.99 })).toBe(true)
  })
  it('is not a price without an earlier amount, with one not higher, or without an amount (an unfilled catalogue price)', () => {
    expect(isReducedPrice({ amount: 29.99 })).toBe(false)
    expect(isReducedPrice({ amount: 29.99, previousAmount: 29.99 })).toBe(false)
    expect(isReducedPrice({ amount: 29.99, previousAmount: 19.99 })).toBe(false)
    expect(isReducedPrice({ previousAmount: 39.99 })).toBe(false)
    expect(isReducedPrice(undefined)).toBe(false)
  })
})

describe('count format (spec §9.8)', () => {
  it.each([
    [999, '999'],
    [1000, '1.0k'],
    [12_400, '12.4k'],
    [12_499, '12.4k'],
    [250_000, '250.0k'],
  ])('%i -> %s', (count, text) => expect(formatCount(count)).toBe(text))
})

describe('regularPriceText', () => {
  it('is the regular amount as shown only while it is above the amount paid', () => {
    expect(regularPriceText(179.99, 199.99)).toBe('$199.99')
    expect(regularPriceText(1399.99, 1599.99)).toBe('$1,599.99')
    expect(regularPriceText(199.99, 199.99)).toBeNull()
    expect(regularPriceText(199.99, 179.99)).toBeNull()
    expect(regularPriceText(199.99, undefined)).toBeNull()
  })
})
