import { describe, expect, it } from 'vitest'
import {
  acceptedPayment,
  cardBrandOf,
  cardChoice,
  cardProblems,
  maskCardNumber,
  maskExpiry,
  orderFinancing,
  passesLuhn,
} from '../payment.ts'

/** 10:00 CT on 15 March 2027: the expiry check reads the month on the company's clock. */
const NOW = new Date('2027-03-15T15:00:00Z')
const GOOD = { number: '4242 4242 4242 4242', expiry: '03/27', cvc: '123', name: 'Ana Ruiz' }

describe('the checkout host’s demo card (issue 25, checkout item 2)', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['6011111111111117', true],
    ['0000000000000000', true],
    ['12a4', false],
  ])('Luhn: %s → %s', (digits, valid) => expect(passesLuhn(digits)).toBe(valid))

  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['3056930009020004', null],
  ])('brand of %s is %s', (digits, brand) => expect(cardBrandOf(digits)).toBe(brand))

  it('masks as typed: groups of four (Amex 4-6-5), MM/YY', () => {
    expect(maskCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(maskCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(maskExpiry('0829')).toBe('08/29')
    expect(maskExpiry('1')).toBe('1')
  })

  it('accepts the test card through the end of its expiry month, on the page’s clock', () => {
    expect(cardProblems(GOOD, NOW, 'America/Chicago')).toEqual({})
    expect(cardProblems({ ...GOOD, expiry: '02/27' }, NOW, 'America/Chicago')).toEqual({ expiry: 'expiryPast' })
    expect(cardProblems({ ...GOOD, expiry: '12/26' }, NOW, 'America/Chicago')).toEqual({ expiry: 'expiryPast' })
    // 1 April 03:00 UTC is still 31 March in Chicago: a card ending in March is still good.
    expect(cardProblems({ ...GOOD, expiry: '03/27' }, new Date('2027-04-01T03:00:00Z'), 'America/Chicago')).toEqual({})
  })

  it('names every wrong field, in the form’s order', () => {
    expect(cardProblems({ number: '', expiry: '13/29', cvc: '12', name: ' ' }, NOW, 'America/Chicago')).toEqual({
      number: 'numberRequired',
      expiry: 'expiryInvalid',
      cvc: 'cvcInvalid',
      name: 'nameRequired',
    })
    expect(cardProblems({ ...GOOD, number: '4242 4242 4242 4241' }, NOW, 'America/Chicago')).toEqual({
      number: 'numberInvalid',
    })
    expect(cardProblems({ ...GOOD, number: '3056 9300 0902 0004' }, NOW, 'America/Chicago')).toEqual({
      number: 'brandNotAccepted',
    })
    // American Express has a 4-digit code.
    expect(cardProblems({ ...GOOD, number: '378282246310005' }, NOW, 'America/Chicago')).toEqual({ cvc: 'cvcInvalid' })
    expect(cardProblems({ ...GOOD, number: '378282246310005', cvc: '1234' }, NOW, 'America/Chicago')).toEqual({})
  })

  it('sends only the brand and the last 4 digits', () => {
    expect(cardChoice(GOOD)).toEqual({ method: 'card', brand: 'Visa', last4: '4242' })
  })
})

describe('what the host accepts', () => {
  it('financing from the $599 minimum, the spec’s figure (total ÷ 48) computed from the order', () => {
    expect(orderFinancing(598.99)).toBeNull()
    expect(orderFinancing(1539.97)).toEqual({ financed: 1539.97, monthly: 32.08, payments: 48 })
    expect(acceptedPayment({ method: 'financing', monthly: 1 }, 1539.97)).toEqual({
      method: 'financing',
      financed: 1539.97,
      monthly: 32.08,
      payments: 48,
    })
    expect(acceptedPayment({ method: 'financing' }, 449.99)).toBeNull()
  })

  it('a card with a known brand and 4 digits only: any other field is dropped', () => {
    expect(acceptedPayment({ method: 'card', brand: 'Visa', last4: '4242', number: '4242424242424242' }, 10)).toEqual({
      method: 'card',
      brand: 'Visa',
      last4: '4242',
    })
    expect(acceptedPayment({ method: 'card', brand: 'Diners', last4: '0004' }, 10)).toBeNull()
    expect(acceptedPayment({ method: 'card', brand: 'Visa', last4: '424242' }, 10)).toBeNull()
    expect(acceptedPayment({ method: 'atInstallation' }, 10)).toEqual({ method: 'atInstallation' })
    expect(acceptedPayment({ method: 'cash' }, 10)).toBeNull()
    expect(acceptedPayment(null, 10)).toBeNull()
  })
})
