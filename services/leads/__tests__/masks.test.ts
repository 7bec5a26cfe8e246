import { describe, expect, it } from 'vitest'
import { maskPhone, maskZip, maskedContact } from '../masks.ts'
import { validateContact } from '../validation/index.ts'

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['312', '(312'],
    ['3125', '(312) 5'],
    ['312555', '(312) 555'],
    ['3125550', '(312) 555-0'],
    ['3125550142', '(312) 555-0142'],
    ['31255501429999', '(312) 555-0142'], // at most 10 digits
    ['(312) 555-0142', '(312) 555-0142'],
    ['312.555.0142', '(312) 555-0142'],
    ['+1 312 555 0142', '(312) 555-0142'], // country code dropped: first digit must be 2–9
    ['0', ''],
    ['1', ''],
    ['0123', '(23'],
    ['abc', ''],
    ['2a0b0', '(200'],
  ])('%j -> %j', (raw, masked) => {
    expect(maskPhone(raw)).toBe(masked)
  })

  it('is idempotent and its complete output passes the phone rule', () => {
    const masked = maskPhone('9725550199')
    expect(maskPhone(masked)).toBe(masked)
    expect(
      validateContact('contact', { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: masked, zip: '75201' }).ok,
    ).toBe(true)
  })
})

describe('maskZip', () => {
  it.each([
    ['', ''],
    ['7', '7'],
    ['75201', '75201'],
    ['752011234', '75201'],
    ['75201-1234', '75201'],
    ['7a5b2', '752'],
    [' 60 601 ', '60601'],
  ])('%j -> %j', (raw, masked) => {
    expect(maskZip(raw)).toBe(masked)
  })
})

describe('maskedContact', () => {
  it('shows kept details as the masked inputs do, whatever form they were kept in, and leaves the rest', () => {
    expect(maskedContact({ firstName: 'Ana', phone: '3125550142', zip: '75201-1234' })).toEqual({
      firstName: 'Ana',
      phone: '(312) 555-0142',
      zip: '75201',
    })
    expect(maskedContact({ phone: '(312) 555-0142' })).toEqual({ phone: '(312) 555-0142' })
    const emailOnly: { email: string; phone?: string } = { email: 'ana@example.com' }
    expect(maskedContact(emailOnly)).toEqual({ email: 'ana@example.com' })
  })
})
