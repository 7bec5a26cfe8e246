import { describe, expect, it } from 'vitest'
import {
  CUSTOMER_NUMBER_PATTERN,
  UnreadableCustomerType,
  customerTypeRecordOf,
  eligibilityOf,
  leadConfirmationEmail,
  offerClaimConfirmationEmail,
  normaliseCustomerNumber,
  offerClaimHeaders,
  offerClaimPath,
  offerClaimPayload,
  offerMessage,
} from '../index.ts'
import { leadEmailRequest } from '../emailPayload.ts'

describe('offer eligibility', () => {
  const active = ['Active']
  it.each([
    [
      'an active customer whose e-mail matches',
      { customerNumber: '100200', status: 'Active', emailMatches: true },
      { eligible: true },
    ],
    [
      'status read without case or spaces',
      { customerNumber: '100200', status: ' active ', emailMatches: true },
      { eligible: true },
    ],
    [
      'an inactive customer',
      { customerNumber: '100201', status: 'Inactive', emailMatches: true },
      { eligible: false, reason: 'not-active' },
    ],
    [
      'a cancelled customer',
      { customerNumber: '100202', status: 'Cancelled', emailMatches: true },
      { eligible: false, reason: 'not-active' },
    ],
    [
      'an empty status',
      { customerNumber: '100203', status: '', emailMatches: true },
      { eligible: false, reason: 'not-active' },
    ],
    [
      'an active customer with another e-mail',
      { customerNumber: '100200', status: 'Active', emailMatches: false },
      { eligible: false, reason: 'unknown-customer' },
    ],
    ['no customer found', null, { eligible: false, reason: 'unknown-customer' }],
  ])('%s', (_label, record, expected) => {
    expect(eligibilityOf(record, active)).toEqual(expected)
  })

  it('accepts every status the config lists', () => {
    expect(
      eligibilityOf({ customerNumber: '1', status: 'Pending Install', emailMatches: true }, [
        'Active',
        'Pending Install',
      ]),
    ).toEqual({ eligible: true })
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
  it('names one recipient and the template and passes plain string values only', () => {
    expect(
      leadEmailRequest({
        messageId: 'm-1',
        recipient: ' pat@example.com ',
        from: 'hello@harborhomesecurity.com',
        templateId: 'lead-confirmation-v1',
        data: { pageName: 'home', referral: null, step: 3, consent: true },
      }),
    ).toEqual({
      messageId: 'm-1',
      to: { email: 'pat@example.com' },
      from: 'hello@harborhomesecurity.com',
      templateId: 'lead-confirmation-v1',
      data: { pageName: 'home', step: '3', consent: 'true' },
    })
  })

  it('fills the support phone into offer messages', () => {
    expect(offerMessage('Call {{supportPhone}} or {{supportPhone}}.', '(855) 555-0101')).toBe(
      'Call (855) 555-0101 or (855) 555-0101.',
    )
  })
})

describe('customer-type answer (the documented shape of GET /CJMA/FetchCustomerType)', () => {
  const asked = { customerNumber: '100-234', email: 'Alex.Morgan@example.com' }
  it.each([
    [
      'an active customer',
      {
        customerNumber: '100234',
        email: 'alex.morgan@example.com',
        customerType: 'existing',
        status: 'Active',
        active: true,
        emailMatches: true,
      },
      { customerNumber: '100234', status: 'Active', emailMatches: true },
    ],
    [
      'the number as a number, status from `active`',
      { customerNumber: 100234, customerType: 'Existing', active: false, emailMatches: true },
      { customerNumber: '100234', status: 'Inactive', emailMatches: true },
    ],
    [
      'no emailMatches: the echoed e-mail decides',
      { customerNumber: '100234', email: 'alex.morgan@example.com', customerType: 'existing', status: 'Active' },
      { customerNumber: '100234', status: 'Active', emailMatches: true },
    ],
    [
      'no emailMatches and no e-mail: not a match',
      { customerNumber: '100234', customerType: 'existing', status: 'Active' },
      { customerNumber: '100234', status: 'Active', emailMatches: false },
    ],
    ['a new customer', { customerNumber: '100234', customerType: 'new', active: false }, null],
    [
      'an answer about another customer',
      { customerNumber: '999999', customerType: 'existing', status: 'Active', emailMatches: true },
      null,
    ],
  ])('%s', (_label, answer, expected) => {
    expect(customerTypeRecordOf(answer, asked)).toEqual(expected)
  })

  it.each([
    ['a string', 'Active'],
    ['an array', [{ status: 'Active' }]],
    ['no customerType', { status: 'Active', active: true }],
    ['an unknown customerType', { customerType: 'vip', active: true }],
  ])('cannot read %s, and never makes an active customer of it', (_label, answer) => {
    expect(() => customerTypeRecordOf(answer, asked)).toThrow(UnreadableCustomerType)
  })

  it('feeds eligibility: only a matching active customer may claim', () => {
    const read = (answer: unknown) => eligibilityOf(customerTypeRecordOf(answer, asked), ['Active'])
    expect(read({ customerNumber: '100234', customerType: 'existing', status: 'Active', emailMatches: true })).toEqual({
      eligible: true,
    })
    expect(read({ customerNumber: '100234', customerType: 'existing', status: 'Active', emailMatches: false })).toEqual(
      { eligible: false, reason: 'unknown-customer' },
    )
    expect(
      read({ customerNumber: '100234', customerType: 'existing', status: null, active: false, emailMatches: true }),
    ).toEqual({ eligible: false, reason: 'not-active' })
  })
})

describe('confirmation e-mails', () => {
  const settings = {
    from: 'hello@harborhomesecurity.com',
    templates: { leadConfirmation: 'lead-confirmation-v1', offerClaimConfirmation: 'partner-offer-claim-v1' },
  }

  it("a lead's e-mail: the recipient, the site's own texts only (page from the route table), id from the lead's key", () => {
    const lead = {
      idempotencyKey: 'k-1',
      formId: 'home-modal-consultation-form',
      contact: {
        firstName: 'Click https://evil.example',
        lastName: 'now',
        email: 'ada@example.com',
        phone: '(312) 555-0142',
        zip: '75201',
      },
      page: { pageUrl: 'https://evil.example/login', pageName: 'Your account is locked' },
    }
    const email = leadConfirmationEmail(lead, { name: 'home', url: 'https://www.harborhomesecurity.com' }, settings, {
      brandName: 'Harbor Home Security',
      salesPhone: '(855) 555-0100',
    })
    expect(email).toEqual({
      messageId: 'lead-k-1',
      to: { email: 'ada@example.com' },
      from: 'hello@harborhomesecurity.com',
      templateId: 'lead-confirmation-v1',
      data: {
        brandName: 'Harbor Home Security',
        salesPhone: '(855) 555-0100',
        pageName: 'home',
        pageUrl: 'https://www.harborhomesecurity.com',
      },
    })
    expect(JSON.stringify(email)).not.toMatch(/evil|locked|Click|3125550142/)
  })

  it("a claim's e-mail names the partner and offer and shows only the customer number's last digits", () => {
    const email = offerClaimConfirmationEmail(
      {
        claimId: 'c-1',
        partnerName: 'ShieldLine Cyber Security',
        offerId: 'family-protection',
        offerTitle: 'Family Protection',
        customerNumber: '100234',
        email: 'pat@example.com',
      },
      { name: 'shieldline-family', url: 'https://www.harborhomesecurity.com/shieldline-family' },
      settings,
      'Harbor Home Security',
      '(855) 555-0101',
    )
    expect(email.messageId).toBe('offer-claim-c-1')
    expect(email.templateId).toBe('partner-offer-claim-v1')
    expect(email.data).toMatchObject({
      partnerName: 'ShieldLine Cyber Security',
      offerTitle: 'Family Protection',
      customerNumberEnding: '0234',
      supportPhone: '(855) 555-0101',
      pageUrl: 'https://www.harborhomesecurity.com/shieldline-family',
    })
    expect(Object.values(email.data)).not.toContain('100234')
  })
})
