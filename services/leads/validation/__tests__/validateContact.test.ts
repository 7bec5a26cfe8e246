import { describe, expect, it } from 'vitest'
import { FIELD_ORDER, VALIDATION_MESSAGES, fieldsOf, rulesForLead, validateContact } from '../index.ts'

const valid = {
  firstName: 'Dana',
  lastName: 'Rivera',
  email: 'dana@example.com',
  phone: '(312) 555-0142',
  zip: '60601',
}

describe('the spec §5 messages', () => {
  it('are the exact texts', () => {
    const { customerNumber, customerNumberRequired, ...spec } = VALIDATION_MESSAGES
    // The offer claim form's own field, worded like the spec's "{field} is required." / "{field} is not valid.".
    expect(customerNumberRequired).toBe('Customer Number is required.')
    expect(customerNumber).toMatch(/^Customer Number is not valid\. /)
    expect(spec).toEqual({
      required: 'This field is required.',
      property: 'Please select Own or Rent.',
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      emailRequired: 'Email is required.',
      email: 'Enter a valid email address.',
      phoneRequired: 'Phone is required.',
      phone: 'Enter a valid phone number.',
      fullName: 'Full Name is required.',
      zipRequired: 'ZIP is required.',
      zip: 'Enter a five digit ZIP code.',
    })
  })
})

describe('validateContact: one field at a time', () => {
  it.each([
    ['firstName', '', 'First Name is required.'],
    ['firstName', '   ', 'First Name is required.'],
    ['firstName', null, 'First Name is required.'],
    ['firstName', [], 'First Name is required.'],
    ['firstName', undefined, 'First Name is required.'],
    ['lastName', '', 'Last Name is required.'],
    ['lastName', '\t', 'Last Name is required.'],
    ['email', '', 'Email is required.'],
    ['email', ' ', 'Email is required.'],
    ['email', undefined, 'Email is required.'],
    ['email', 'dana', 'Enter a valid email address.'],
    ['email', 'dana@example', 'Enter a valid email address.'],
    ['email', 'dana@@example.com', 'Enter a valid email address.'],
    ['email', 'da na@example.com', 'Enter a valid email address.'],
    ['email', 'a@b.co,', 'Enter a valid email address.'],
    ['phone', '', 'Phone is required.'],
    ['phone', undefined, 'Phone is required.'],
    ['phone', '(312) 555-014', 'Enter a valid phone number.'],
    ['phone', '(112) 555-0142', 'Enter a valid phone number.'],
    ['phone', '(012) 555-0142', 'Enter a valid phone number.'],
    ['phone', '1-312-555-0142', 'Enter a valid phone number.'],
    ['phone', '(312) 555-01425', 'Enter a valid phone number.'],
    ['phone', '312-555-01x2', 'Enter a valid phone number.'],
    ['zip', '', 'ZIP is required.'],
    ['zip', undefined, 'ZIP is required.'],
    ['zip', '6060', 'Enter a five digit ZIP code.'],
    ['zip', 'abcde', 'Enter a five digit ZIP code.'],
    ['zip', 60601, 'ZIP is required.'], // not a string: treated as missing text
  ])('%s = %j -> %j', (field, value, message) => {
    const values: Record<string, unknown> = { ...valid, [field]: value }
    if (value === undefined) delete values[field]
    const result = validateContact('contact', values)
    expect(result.ok).toBe(false)
    expect(result.fieldErrors).toEqual({ [field]: message })
    expect(result.firstError).toEqual({ field, message })
  })

  it.each([
    ['email', 'dana@example.com'],
    ['email', 'dana.rivera+leads@mail.example.co.uk'],
    ['phone', '(312) 555-0142'],
    ['phone', '312-555-0142'],
    ['phone', '312 555 0142'],
    ['phone', '3125550142'],
    ['phone', '(999)555-0142'],
    ['zip', '60601'],
    ['zip', '60601-1234'], // "starts with 5 digits"
    ['firstName', 'Mary-Jo'],
  ])('%s = %j is valid', (field, value) => {
    expect(validateContact('contact', { ...valid, [field]: value })).toEqual({ ok: true, fieldErrors: {} })
  })

  it('leaves the referral code without a rule', () => {
    expect(validateContact('contact', { ...valid, referralCode: '' }).ok).toBe(true)
    expect(validateContact('contact', { ...valid, referralCode: 'anything at all' }).ok).toBe(true)
  })
})

describe('validateContact: order and rule sets', () => {
  it('reports every empty field, first name first, in the spec order', () => {
    const result = validateContact('contact', { firstName: '', lastName: '', email: '', phone: '', zip: '' })
    expect(Object.entries(result.fieldErrors)).toEqual([
      ['firstName', 'First Name is required.'],
      ['lastName', 'Last Name is required.'],
      ['email', 'Email is required.'],
      ['phone', 'Phone is required.'],
      ['zip', 'ZIP is required.'],
    ])
    expect(result.firstError).toEqual({ field: 'firstName', message: 'First Name is required.' })
  })

  it.each([
    [{ ...valid, email: 'x', zip: '1' }, 'email'],
    [{ ...valid, phone: '1', zip: '' }, 'phone'],
    [{ ...valid, lastName: '', phone: '1' }, 'lastName'],
    [{ ...valid, zip: '' }, 'zip'],
  ])('the first invalid field follows the order: %j -> %s', (values, field) => {
    expect(validateContact('contact', values).firstError?.field).toBe(field)
  })

  it('treats a non-object as all fields missing', () => {
    for (const input of [null, undefined, 'x', 42, []]) {
      expect(Object.keys(validateContact('contact', input).fieldErrors)).toEqual([
        'firstName',
        'lastName',
        'email',
        'phone',
        'zip',
      ])
    }
  })

  it('requires rent/own in the callback forms, before the contact fields', () => {
    for (const property_type of [undefined, '', 'property_type_castle', null]) {
      const values: Record<string, unknown> = { ...valid, firstName: '', property_type }
      if (property_type === undefined) delete values.property_type
      const result = validateContact('callback', values)
      expect(result.firstError).toEqual({ field: 'property_type', message: 'Please select Own or Rent.' })
      expect(result.fieldErrors.firstName).toBe('First Name is required.')
    }
    expect(validateContact('callback', { ...valid, property_type: 'property_type_owned' }).ok).toBe(true)
    expect(validateContact('callback', { ...valid, property_type: 'property_type_rental' }).ok).toBe(true)
    expect(validateContact('contact', valid).ok).toBe(true)
  })

  it('requires the security-system Yes/No in callback form 1', () => {
    const owned = { ...valid, property_type: 'property_type_owned' }
    expect(validateContact('callbackWithSecuritySystem', owned).fieldErrors).toEqual({
      do_you_have_a_security_system: 'This field is required.',
    })
    expect(validateContact('callbackWithSecuritySystem', { ...owned, do_you_have_a_security_system: 'Maybe' }).ok).toBe(
      false,
    )
    expect(validateContact('callbackWithSecuritySystem', { ...owned, do_you_have_a_security_system: 'Yes' }).ok).toBe(
      true,
    )
    expect(validateContact('callbackWithSecuritySystem', { ...owned, do_you_have_a_security_system: 'No' }).ok).toBe(
      true,
    )
    // Without the question the answer is optional, but never anything other than Yes/No.
    expect(validateContact('callback', { ...owned, do_you_have_a_security_system: 'Maybe' }).fieldErrors).toEqual({
      do_you_have_a_security_system: 'This field is required.',
    })
  })

  it("lists each rule set's fields in the check order", () => {
    expect(fieldsOf('contact')).toEqual(['firstName', 'lastName', 'email', 'phone', 'zip'])
    expect(fieldsOf('callback')).toEqual(['property_type', 'firstName', 'lastName', 'email', 'phone', 'zip'])
    expect(fieldsOf('callbackWithSecuritySystem')).toEqual(FIELD_ORDER.filter((field) => field !== 'customerNumber'))
    expect(fieldsOf('offerClaim')).toEqual(['customerNumber', 'firstName', 'lastName', 'email', 'phone'])
  })

  it('checks the offer claim form: customer number first, no ZIP', () => {
    const claim = {
      customerNumber: '1002-3400',
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat@example.com',
      phone: '(312) 555-0142',
    }
    expect(validateContact('offerClaim', claim)).toEqual({ ok: true, fieldErrors: {} })
    expect(validateContact('offerClaim', { ...claim, customerNumber: ' ' }).firstError).toEqual({
      field: 'customerNumber',
      message: 'Customer Number is required.',
    })
    for (const bad of ['12345', '12a456', '1234567890123', '--123456']) {
      expect(validateContact('offerClaim', { ...claim, customerNumber: bad }).fieldErrors.customerNumber).toMatch(
        /^Customer Number is not valid\./,
      )
    }
    expect(validateContact('offerClaim', { ...claim, phone: '' }).fieldErrors).toEqual({ phone: 'Phone is required.' })
  })

  it('picks the server-side rules from the lead kind and answers', () => {
    expect(rulesForLead({ kind: 'general' })).toBe('contact')
    expect(rulesForLead({ kind: 'consultation', answers: { referralCode: 'X' } })).toBe('contact')
    expect(rulesForLead({ kind: 'callback', answers: { property_type: 'property_type_owned' } })).toBe('callback')
    expect(rulesForLead({ kind: 'callback', answers: { do_you_have_a_security_system: 'Yes' } })).toBe(
      'callbackWithSecuritySystem',
    )
  })
})
