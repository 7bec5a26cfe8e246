import { describe, expect, it } from 'vitest'
import {
  CUSTOMER_NUMBER_PATTERN,
  eligibilityOf,
  leadEmailRequest,
  normaliseCustomerNumber,
  offerClaimHeaders,
  offerClaimPath,
  offerClaimPayload,
  offerMessage,
} from '../index.ts'

describe('offer eligibility', () => {
  const active = ['Active']
  it.each([
    ['an active customer whose e-mail matches', { customerNumber: '100200', status: 'Active', emailMatches: true }, { eligible: true }],
    ['status read without case or spaces', { customerNumber: '100200', status: ' active ', emailMatches: true }, { eligible: true }],
    ['an inactive customer', { customerNumber: '100201', status: 'Inactive', emailMatches: true }, { eligible: false, reason: 'not-active' }],
    ['a cancelled customer', { customerNumber: '100202', status: 'Cancelled', emailMatches: true }, { eligible: false, reason: 'not-active' }],
    ['an empty status', { customerNumber: '100203', status: '', emailMatches: true }, { eligible: false, reason: 'not-active' }],
    ['an active customer with another e-mail', { customerNumber: '100200', status: 'Active', emailMatches: false }, { eligible: false, reason: 'unknown-customer' }],
    ['no customer found', null, { eligible: false, reason: 'unknown-customer' }],
  ])('%s', (_label, record, expected) => {
    expect(eligibilityOf(record, active)).toEqual(expected)
  })

  it('accepts every status the config lists', () => {
    expect(eligibilityOf({ customerNumber: '1', status: 'Pending Install', emailMatches: true }, ['Active', 'Pending Install'])).toEqual({ eligible: true })
  })

  it('normalises customer numbers copied from a statement', () => {
    expect(normaliseCustomerNumber(' 1002-0045 ')).toBe('10020045')
    expect(CUSTOMER_NUMBER_PATTERN.test('10020045')).toBe(true)
    expect(CUSTOMER_NUMBER_PATTERN.test('12345')).toBe(false)
    expect(CUSTOMER_NUMBER_PATTERN.test('12345a7')).toBe(false)
  })
})

describe('offer claim payload', () => {
  const claim = {
    claimId: 'c-1',
    partnerKey: 'shieldline',
    partnerName: 'ShieldLine Cyber Security',
    offerId: 'family-protection',
    customerNumber: '100200',
    email: 'pat@example.com',
    firstName: 'Pat',
    lastName: 'Lee',
    phone: '3125550142',
    pageUrl: 'https://www.harborhomesecurity.com/shieldline-family',
    claimedAt: '2026-11-23T15:00:00.000Z',
  }

  it('sends the form fields with the offer, partner, page and time', () => {
    expect(offerClaimPayload(claim)).toEqual({
      claimId: 'c-1',
      partnerId: 'shieldline',
      partner: 'ShieldLine Cyber Security',
      offerId: 'family-protection',
      customerNumber: '100200',
      email: 'pat@example.com',
      firstName: 'Pat',
      lastName: 'Lee',
      phone: '3125550142',
      pageUrl: 'https://www.harborhomesecurity.com/shieldline-family',
      submittedOn: '2026-11-23T15:00:00.000Z',
    })
  })

  it.each([
    ['shieldline', '/CJMA/SaveShieldlineFormSubmission'],
    ['shield-line', '/CJMA/SaveShieldLineFormSubmission'],
    ['NORTON', '/CJMA/SaveNortonFormSubmission'],
  ])('posts %s claims to %s', (key, path) => {
    expect(offerClaimPath(key)).toBe(path)
  })

  it('marks the claim as not a lead (LeadApi: false) and carries the ApiKey', () => {
    expect(offerClaimHeaders('k')).toEqual({ 'Content-Type': 'application/json', ApiKey: 'k', LeadApi: 'false' })
  })
})

describe('lead e-mail request', () => {
  it('names the recipient and template and passes plain string values only', () => {
    expect(
      leadEmailRequest({
        messageId: 'm-1',
        recipient: { email: 'pat@example.com', firstName: 'Pat', lastName: 'Lee' },
        from: 'hello@harborhomesecurity.com',
        templateId: 'lead-confirmation-v1',
        data: { formId: 'home_callback_masterform_1', zip: '60601', referral: null, step: 3, consent: true },
      }),
    ).toEqual({
      messageId: 'm-1',
      to: { email: 'pat@example.com', name: 'Pat Lee' },
      from: 'hello@harborhomesecurity.com',
      templateId: 'lead-confirmation-v1',
      data: { firstName: 'Pat', lastName: 'Lee', formId: 'home_callback_masterform_1', zip: '60601', step: '3', consent: 'true' },
    })
  })

  it('fills the support phone into offer messages', () => {
    expect(offerMessage('Call {supportPhone} or {supportPhone}.', '(855) 555-0101')).toBe('Call (855) 555-0101 or (855) 555-0101.')
  })
})
