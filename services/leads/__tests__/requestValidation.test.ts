import { describe, expect, it } from 'vitest'
import type { LeadRequest } from '../contract.ts'
import { validateLeadRequest } from '../requestValidation.ts'

const lead: LeadRequest = {
  idempotencyKey: '0b6f1d2e-3c4b-4a59-8e7f-123456789abc',
  formId: 'home_callback_masterform_1',
  kind: 'callback',
  page: { pageName: 'home', pageUrl: 'https://www.harborhomesecurity.com/', routeName: 'home', partnerKey: null },
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(312) 555-0142', zip: '75201' },
  answers: { property_type: 'property_type_owned', do_you_have_a_security_system: 'No' },
  attribution: { utm_source: 'google', gclid: 'x'.repeat(1000) },
}

describe('server validation of a LeadRequest', () => {
  it('accepts a lead the browser form would send, long marketing values included (clipped where they are copied upstream)', () => {
    expect(validateLeadRequest(lead)).toEqual({
      ok: true,
      value: { ...lead, attribution: { utm_source: 'google', gclid: 'x'.repeat(500) } },
    })
    const short = { ...lead, attribution: { utm_source: 'google', gclid: 'x'.repeat(100) } }
    expect(validateLeadRequest(short)).toEqual({ ok: true, value: short })
  })

  it('names the malformed part of the envelope', () => {
    expect(validateLeadRequest('lead')).toMatchObject({ ok: false, message: 'The lead request must be a JSON object.' })
    expect(validateLeadRequest({ ...lead, kind: 'spam' })).toMatchObject({
      ok: false,
      message: 'The lead request is malformed: /kind must be equal to one of the allowed values.',
    })
    expect(validateLeadRequest({ ...lead, idempotencyKey: 'short' })).toMatchObject({
      message: 'The lead request is malformed: /idempotencyKey has an invalid format.',
    })
    expect(validateLeadRequest({ ...lead, page: { ...lead.page, pageUrl: 'javascript:alert(1)' } })).toMatchObject({
      message: 'The lead request is malformed: /page/pageUrl has an invalid format.',
    })
    expect(validateLeadRequest({ ...lead, extra: 1 })).toMatchObject({
      message: 'The lead request is malformed: (body) has an unknown property "extra".',
    })
    const { contact: _contact, ...noContact } = lead
    expect(validateLeadRequest(noContact)).toMatchObject({
      message: 'The lead request is malformed: (body) is missing "contact".',
    })
  })

  it('answers contact and choice errors with the spec messages (spec §5), choices first, then the spec order', () => {
    const result = validateLeadRequest({
      ...lead,
      answers: {},
      contact: { firstName: 'Ada', lastName: '', email: '', phone: '', zip: '' },
    })
    expect(result).toMatchObject({
      ok: false,
      message: 'Please select Own or Rent.',
      fieldErrors: {
        property_type: 'Please select Own or Rent.',
        lastName: 'Last Name is required.',
        email: 'Email is required.',
        phone: 'Phone is required.',
        zip: 'ZIP is required.',
      },
    })
    expect(Object.keys((result as { fieldErrors: object }).fieldErrors)).toEqual([
      'property_type',
      'lastName',
      'email',
      'phone',
      'zip',
    ])
  })

  it('accepts the shop’s e-commerce lead with the generated e-mail, with or without a ZIP (spec §3.6, §4.7), still checking what is given', () => {
    const ecommerce: LeadRequest = {
      idempotencyKey: 'ecomm-ecomm-2b1f7c1e-0d4a-4f0e-9a51-3c2d1e0f9a8b-harborhomesecurity-com',
      formId: 'ecomm-shop-checkout',
      kind: 'ecommerce',
      page: {
        pageName: 'shop',
        pageUrl: 'https://www.harborhomesecurity.com/shop',
        routeName: 'shop',
        partnerKey: null,
      },
      contact: {
        firstName: '',
        lastName: '',
        email: 'ecomm.2b1f7c1e-0d4a-4f0e-9a51-3c2d1e0f9a8b@harborhomesecurity.com',
        phone: '',
        zip: '75201',
      },
      answers: { selectedPackage: 'Starter Package', leadSource: 'ecommerce' },
    }
    expect(validateLeadRequest(ecommerce)).toEqual({ ok: true, value: ecommerce })
    // A buyer who came from the assessment never typed a ZIP: the lead is still stored, not lost to a 400.
    const withoutZip = { ...ecommerce, contact: { ...ecommerce.contact, zip: '' } }
    expect(validateLeadRequest(withoutZip)).toEqual({ ok: true, value: withoutZip })
    expect(validateLeadRequest({ ...ecommerce, contact: { ...ecommerce.contact, email: '' } })).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Email is required.' },
    })
    expect(
      validateLeadRequest({ ...ecommerce, contact: { ...ecommerce.contact, phone: '(112) 555-0142' } }),
    ).toMatchObject({ ok: false, fieldErrors: { phone: 'Enter a valid phone number.' } })
    expect(validateLeadRequest({ ...ecommerce, contact: { ...ecommerce.contact, zip: '7520' } })).toMatchObject({
      ok: false,
      fieldErrors: { zip: 'Enter a five digit ZIP code.' },
    })
    // Every other kind still needs all five contact fields.
    expect(validateLeadRequest({ ...ecommerce, kind: 'consultation' })).toMatchObject({
      ok: false,
      fieldErrors: { firstName: 'First Name is required.' },
    })
  })

  it('accepts the assessment and scheduling leads as their forms send them', () => {
    const contact = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(312) 555-0142',
      zip: '75201',
    }
    const page = {
      pageName: 'assessment-contact-us',
      pageUrl: 'https://www.harborhomesecurity.com/assessment/contact-us',
      routeName: 'assessment-contact-us',
      partnerKey: null,
    }
    const assessment: LeadRequest = {
      idempotencyKey: '6f1c1a52-8f0e-4c3e-9d7e-1f2a3b4c5d6e',
      formId: 'assessment-contact-form',
      kind: 'assessment',
      page,
      contact,
      answers: {
        assessmentId: 'as-1',
        'home-type': ['home-type.house'],
        recommendedPackage: 'harbor-complete',
        recommendedDevices: ['water-leak-sensor'],
      },
      attribution: { utm_source: 'google', googleClientId: '123.456' },
    }
    expect(validateLeadRequest(assessment)).toMatchObject({ ok: true })
    const scheduling: LeadRequest = {
      ...assessment,
      formId: 'scheduling-request-form',
      kind: 'scheduling',
      page: { ...page, pageName: 'scheduling', routeName: 'scheduling' },
      answers: {
        date: '11/24/2026',
        timeOfDay: 'Morning',
        slot: '11/24/2026, 08:00 AM',
        slotStart: '2026-11-24T08:00:00.000-06:00',
      },
    }
    expect(validateLeadRequest(scheduling)).toMatchObject({ ok: true })
  })
})
