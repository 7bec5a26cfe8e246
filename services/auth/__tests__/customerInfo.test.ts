import { describe, expect, it } from 'vitest'
import { customerInfoFromResponse, firstNameOf, needsCustomerInfo, siteList } from '../customerInfo.ts'

const RESPONSE = {
  emailAddress: 'alex@example.com',
  phone1: '(214) 555-0142',
  customerNumber: 100234,
  custName: 'Alex  Morgan',
  sessionId: 's-1',
  idp: 'https://id.example',
  ipAddress: '203.0.113.9',
  sites: [
    { address1: '1200 Elm Street', county: 'Dallas', city: 'Dallas', state: 'TX', zip: '75201', primarySystem: 'HB-1' },
    { address1: '5 Harbor Court', city: 'Galveston', state: 'TX', zip: '77550', primarySystem: 77 },
  ],
  somethingElse: 'ignored',
}

describe('customer info (spec §3.2)', () => {
  it('maps the response fields to the product fields', () => {
    expect(customerInfoFromResponse(RESPONSE)).toEqual({
      email: 'alex@example.com',
      extension_phone_number: '(214) 555-0142',
      extension_customer_number: '100234',
      name: 'Alex  Morgan',
      sessionId: 's-1',
      idp: 'https://id.example',
      ipAddress: '203.0.113.9',
      sites: RESPONSE.sites,
    })
  })

  it('gives an empty object for an error or an unexpected answer', () => {
    for (const answer of [null, undefined, 'oops', 42, [RESPONSE]]) expect(customerInfoFromResponse(answer)).toEqual({})
  })

  it('derives the site list {site_add, system_id}', () => {
    expect(siteList(customerInfoFromResponse(RESPONSE))).toEqual([
      { site_add: '1200 Elm Street, Dallas, TX 75201', system_id: 'HB-1' },
      { site_add: '5 Harbor Court, Galveston, TX 77550', system_id: '77' },
    ])
    expect(siteList({})).toEqual([])
    expect(siteList(null)).toEqual([])
  })

  it('fetches customer info when none is stored or it has no sites (§4.1)', () => {
    expect(needsCustomerInfo(null)).toBe(true)
    expect(needsCustomerInfo({})).toBe(true)
    expect(needsCustomerInfo({ name: 'A', sites: [] })).toBe(true)
    expect(needsCustomerInfo({ name: 'A', sites: [{ address1: 'x' }] })).toBe(false)
  })

  it('reads the first name for the header', () => {
    expect(firstNameOf({ name: '  Alex  Morgan ' })).toBe('Alex')
    expect(firstNameOf({ name: '   ' })).toBeNull()
    expect(firstNameOf(null)).toBeNull()
  })
})
