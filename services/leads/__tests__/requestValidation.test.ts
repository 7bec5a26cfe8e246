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
  it('accepts a lead the browser form would send, long marketing values included', () => {
    expect(validateLeadRequest(lead)).toEqual({ ok: true, value: lead })
  })

  it('names the malformed part of the envelope', () => {
    expect(validateLeadRequest('lead')).toMatchObject({ ok: false, message: 'The lead request must be a JSON object.' })
    expect(validateLeadRequest({ ...lead, kind: 'spam' })).toMatchObject({ ok: false, message: 'The lead request is malformed: /kind must be equal to one of the allowed values.' })
    expect(validateLeadRequest({ ...lead, idempotencyKey: 'short' })).toMatchObject({ message: 'The lead request is malformed: /idempotencyKey has an invalid format.' })
    expect(validateLeadRequest({ ...lead, page: { ...lead.page, pageUrl: 'javascript:alert(1)' } })).toMatchObject({ message: 'The lead request is malformed: /page/pageUrl has an invalid format.' })
    expect(validateLeadRequest({ ...lead, extra: 1 })).toMatchObject({ message: 'The lead request is malformed: (body) has an unknown property "extra".' })
    const { contact: _contact, ...noContact } = lead
    expect(validateLeadRequest(noContact)).toMatchObject({ message: 'The lead request is malformed: (body) is missing "contact".' })
  })

  it('answers contact and choice errors with the spec messages (spec §5), choices first, then the spec order', () => {
    const result = validateLeadRequest({ ...lead, answers: {}, contact: { firstName: 'Ada', lastName: '', email: '', phone: '', zip: '' } })
    expect(result).toMatchObject({
      ok: false,
      message: 'Please select Own or Rent.',
      fieldErrors: { property_type: 'Please select Own or Rent.', lastName: 'Last Name is required.', email: 'Email is required.', phone: 'Phone is required.', zip: 'ZIP is required.' },
    })
    expect(Object.keys((result as { fieldErrors: object }).fieldErrors)).toEqual(['property_type', 'lastName', 'email', 'phone', 'zip'])
  })
})
