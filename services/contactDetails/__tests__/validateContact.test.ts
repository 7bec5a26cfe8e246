import { describe, expect, it } from 'vitest'
import { firstInvalidField, maskPhone, maskZip, validateContact } from '../index.ts'

const valid = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '(312) 555-0142', zip: '60601' }

describe('validateContact (spec §5)', () => {
  it('accepts a complete contact', () => {
    expect(validateContact(valid)).toEqual({})
  })

  it('gives the spec messages for empty or whitespace-only fields, in field order', () => {
    const errors = validateContact({ firstName: ' ', lastName: '', email: '', phone: '', zip: '' })
    expect(errors).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      zip: 'ZIP is required.',
    })
    expect(firstInvalidField(errors)).toBe('firstName')
    expect(firstInvalidField({ zip: 'x', phone: 'y' })).toBe('phone')
  })

  it.each([
    ['email', 'ana@', 'Enter a valid email address.'],
    ['email', 'ana@example.com, bo@example', 'Enter a valid email address.'],
    ['phone', '(112) 555-0142', 'Enter a valid phone number.'],
    ['phone', '312-555-014', 'Enter a valid phone number.'],
    ['zip', '6060', 'Enter a five digit ZIP code.'],
  ])('%s %j: %s', (field, value, message) => {
    expect(validateContact({ ...valid, [field]: value })).toEqual({ [field]: message })
  })

  it.each(['312-555-0142', '312 555 0142', '3125550142', '(312)555-0142'])('accepts the phone %s', (phone) => {
    expect(validateContact({ ...valid, phone })).toEqual({})
  })

  it('accepts several comma-separated e-mail addresses and a ZIP+4', () => {
    expect(validateContact({ ...valid, email: 'a@example.com, b@example.org', zip: '60601-1234' })).toEqual({})
  })
})

describe('masks', () => {
  it.each([
    ['3', '(3'],
    ['3125', '(312) 5'],
    ['3125550142', '(312) 555-0142'],
    ['1 312 555 0142 99', '(312) 555-0142'],
  ])('phone %s -> %s', (input, masked) => {
    expect(maskPhone(input)).toBe(masked)
  })
  it('keeps 5 ZIP digits', () => {
    expect(maskZip('60a601-99')).toBe('60601')
  })
})
