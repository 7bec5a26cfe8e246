import { describe, expect, it } from 'vitest'
import type { LeadRequest } from '../contract.ts'
import {
  MARKETING_AUTOMATION_FIELDS,
  buildEcommerceLead,
  buildGeneralLead,
  buildInvalidZipLead,
  buildMarketingAutomationLead,
  formUrlEncode,
  leadSourceOf,
  marketingAutomationCapturePath,
} from '../payloads.ts'

const request: LeadRequest = {
  idempotencyKey: 'k-123456789',
  formId: 'home-modal-consultation-form',
  kind: 'consultation',
  page: {
    pageName: 'home',
    pageUrl: 'https://www.harborhomesecurity.com/?utm_source=google',
    routeName: 'home',
    partnerKey: null,
  },
  contact: {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: 'ada@example.com ',
    phone: '(312) 555-0142',
    zip: '75201',
  },
  answers: { referralCode: 'REF-7' },
  attribution: {
    utm_campaign: 'spring',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_content: 'hero',
    gclid: 'g-1',
    msclkid: 'm-1',
    infinity_vid: 'iv-1',
    googleClientId: 'GA1.1.99',
    hutk: 'hubspot-cookie',
  },
}
const dtc = { onPartnerRoute: false, pageLeadSource: 'DTC Outbound' }
const hsContext = JSON.stringify({
  hutk: 'hubspot-cookie',
  pageUrl: request.page.pageUrl,
  pageName: 'home',
  pageId: 'home',
})

describe('general lead payload (spec §3.1, §7.1 item 1)', () => {
  it('has exactly the spec fields, with partner_id/lead_source, page_lead_submitted_on and google_client_d added', () => {
    expect(buildGeneralLead(request, dtc)).toEqual({
      partner_id: '',
      lead_source: 'DTC Outbound',
      page_lead_submitted_on: 'https://www.harborhomesecurity.com/?utm_source=google',
      google_client_d: 'GA1.1.99',
      hutk: 'hubspot-cookie',
      pageUrl: 'https://www.harborhomesecurity.com/?utm_source=google',
      pageName: 'home',
      pageId: 'home',
      hs_context: hsContext,
      gclid: 'g-1',
      msclkid: 'm-1',
      utm_campaign: 'spring',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_content: 'hero',
      infinity_vid: 'iv-1',
      originating_form_id: 'home-modal-consultation-form',
      leadfeeder_version: 'home-modal-consultation-form',
      staging: 'No',
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone: '3125550142',
      zip: '75201',
      originating_page_url: 'https://www.harborhomesecurity.com/?utm_source=google',
      referral_code: 'REF-7',
    })
  })

  it('sends empty strings for attribution the browser did not have', () => {
    const lead = buildGeneralLead({ ...request, attribution: undefined, answers: undefined }, dtc)
    expect([
      lead.gclid,
      lead.msclkid,
      lead.utm_source,
      lead.google_client_d,
      lead.infinity_vid,
      lead.referral_code,
    ]).toEqual(['', '', '', '', '', ''])
  })

  it('adds own_or_rent / property_type and do_you_have_a_security_system for callback forms only', () => {
    const callback = {
      ...request,
      kind: 'callback' as const,
      formId: 'home_callback_masterform_1',
      answers: { property_type: 'property_type_rental', do_you_have_a_security_system: 'Yes' },
    }
    expect(buildGeneralLead(callback, dtc)).toMatchObject({
      own_or_rent: 'property_type_rental',
      property_type: 'property_type_rental',
      do_you_have_a_security_system: 'Yes',
    })
    expect(
      buildGeneralLead({ ...callback, answers: { property_type: 'own', do_you_have_a_security_system: false } }, dtc),
    ).toMatchObject({
      property_type: 'property_type_owned',
      do_you_have_a_security_system: 'No',
    })
    expect(buildGeneralLead({ ...request, answers: { property_type: 'property_type_owned' } }, dtc)).not.toHaveProperty(
      'property_type',
    )
  })
})

describe('partner_id and lead_source (spec §7.1 item 1, §9.3)', () => {
  it('on partner routes: the affiliate id from session storage, else the page partner', () => {
    const partner = { onPartnerRoute: true, pageLeadSource: 'keystone-realty' }
    expect(leadSourceOf({ attribution: { affiliateId: 'AFF-1001' } }, partner)).toEqual({
      partner_id: 'AFF-1001',
      lead_source: 'AFF-1001',
    })
    expect(leadSourceOf({ attribution: {} }, partner)).toEqual({
      partner_id: 'keystone-realty',
      lead_source: 'keystone-realty',
    })
  })

  it('elsewhere "DTC Outbound", and an affiliate id is ignored', () => {
    expect(leadSourceOf({ attribution: { affiliateId: 'AFF-1001' } }, dtc)).toEqual({
      partner_id: '',
      lead_source: 'DTC Outbound',
    })
  })
})

describe('marketing-automation capture (spec §7.3)', () => {
  it('has exactly the spec field list, in order', () => {
    const payload = buildMarketingAutomationLead(request, dtc)
    expect(Object.keys(payload)).toEqual([...MARKETING_AUTOMATION_FIELDS])
    expect(payload).toEqual({
      originating_form_id: 'home-modal-consultation-form',
      leadfeeder_version: 'home-modal-consultation-form',
      staging: 'No',
      utm_campaign: 'spring',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_content: 'hero',
      lead_source: 'DTC Outbound',
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone: '3125550142',
      zip: '75201',
      infinity_vid: 'iv-1',
      gclid: 'g-1',
      msclkid: 'm-1',
      page_lead_submitted_on: 'https://www.harborhomesecurity.com/?utm_source=google',
      hs_context: hsContext,
    })
  })

  it('adds property_type and do_you_have_a_security_system for the callback form', () => {
    const payload = buildMarketingAutomationLead(
      {
        ...request,
        kind: 'callback',
        answers: { property_type: 'property_type_owned', do_you_have_a_security_system: 'No' },
      },
      dtc,
    )
    expect(Object.keys(payload)).toEqual([
      ...MARKETING_AUTOMATION_FIELDS,
      'property_type',
      'do_you_have_a_security_system',
    ])
    expect(payload).toMatchObject({ property_type: 'property_type_owned', do_you_have_a_security_system: 'No' })
  })

  it('is posted form-urlencoded to the capture endpoint holding the portal id and the form id', () => {
    expect(marketingAutomationCapturePath('123', 'abc-def')).toBe('/uploads/form/v2/123/abc-def')
    const body = new URLSearchParams(formUrlEncode(buildMarketingAutomationLead(request, dtc)))
    expect(body.get('email')).toBe('ada@example.com')
    expect(JSON.parse(body.get('hs_context')!)).toEqual({
      hutk: 'hubspot-cookie',
      pageUrl: request.page.pageUrl,
      pageName: 'home',
      pageId: 'home',
    })
  })
})

describe('other lead payloads', () => {
  it('e-commerce lead (spec §7.1 item 2) carries google_client_d', () => {
    expect(
      buildEcommerceLead({ ...request, kind: 'ecommerce', formId: 'ecomm_pagge_embedded_form' }, dtc),
    ).toMatchObject({
      google_client_d: 'GA1.1.99',
      originating_form_id: 'ecomm_pagge_embedded_form',
    })
  })

  it('invalid-ZIP save (spec §7.1 item 9) is exactly {email, firstname, lastname, phone, zip}', () => {
    expect(buildInvalidZipLead({ ...request, contact: { ...request.contact, zip: '99501' } })).toEqual({
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone: '3125550142',
      zip: '99501',
    })
  })
})
