import { describe, expect, it } from 'vitest'
import forms from '../../../site-config/forms.json' with { type: 'json' }
import constants from '../../../site-config/constants.json' with { type: 'json' }
import brand from '../../../site-config/brand.json' with { type: 'json' }
import {
  analyticsClientId,
  attributionCookieOptions,
  attributionCookiesFromQuery,
  attributionSettingsFrom,
  readAttribution,
} from '../index.ts'

const settings = attributionSettingsFrom({ forms, constants, brand } as never)
const q = (search: string) => new URLSearchParams(search)
const noSession = { getItem: () => null }

describe('attribution settings from site config', () => {
  it('uses the spec constants', () => {
    expect(settings.utmParameters).toEqual(['utm_campaign', 'utm_source', 'utm_medium', 'utm_content'])
    expect(settings.clickIdCookies).toEqual({ gclid: '_bgclid', msclkid: '_bmsclkid' })
    expect(settings.cookieMaxAgeSeconds).toBe(86400)
    expect(settings.companyDomain).toBe('harborhomesecurity.com')
  })
})

describe('attributionCookiesFromQuery (the utm-cookies step)', () => {
  it('stores UTM values under their own names and click ids under _bgclid/_bmsclkid', () => {
    expect(
      attributionCookiesFromQuery(
        q('?utm_source=google&utm_medium=cpc&utm_campaign=fall&utm_content=ad1&gclid=G1&msclkid=M1&other=x'),
        settings,
      ),
    ).toEqual([
      { name: 'utm_campaign', value: 'fall' },
      { name: 'utm_source', value: 'google' },
      { name: 'utm_medium', value: 'cpc' },
      { name: 'utm_content', value: 'ad1' },
      { name: '_bgclid', value: 'G1' },
      { name: '_bmsclkid', value: 'M1' },
    ])
  })

  it('stores nothing for a page without them or with empty values', () => {
    expect(attributionCookiesFromQuery(q(''), settings)).toEqual([])
    expect(attributionCookiesFromQuery(q('?utm_source=&gclid=%20&utm_ads=bogo50-envir'), settings)).toEqual([])
  })
})

describe('attributionCookieOptions', () => {
  it('lives one day on the company domain, shared by its subdomains', () => {
    for (const host of ['www.harborhomesecurity.com', 'harborhomesecurity.com', 'shop.harborhomesecurity.com']) {
      expect(attributionCookieOptions(host, 'https:', settings)).toEqual({
        path: '/',
        expires: 1,
        sameSite: 'lax',
        secure: true,
        domain: 'harborhomesecurity.com',
      })
    }
  })

  it('is host-only on localhost and on other hosts', () => {
    for (const host of ['localhost', '127.0.0.1', 'harborhomesecurity.com.evil.example', 'preview.example.net']) {
      const options = attributionCookieOptions(host, 'http:', settings)
      expect(options).not.toHaveProperty('domain')
      expect(options.expires).toBe(1)
      expect(options.secure).toBe(false)
    }
  })

  it('follows the configured lifetime', () => {
    expect(attributionCookieOptions('localhost', 'http:', { ...settings, cookieMaxAgeSeconds: 43200 }).expires).toBe(
      0.5,
    )
  })
})

describe('readAttribution', () => {
  const cookies = {
    utm_source: 'cookie-source',
    utm_medium: 'cookie-medium',
    _bgclid: 'cookie-gclid',
    _bmsclkid: 'cookie-msclkid',
    _ga: 'GA1.1.123456789.1700000000',
    hubspotutk: 'hutk-1',
    infinity_vid: 'vid-9',
  }

  it('prefers the query over a stored cookie, and falls back to the cookie', () => {
    const result = readAttribution(
      { query: q('?utm_source=query-source&gclid=query-gclid'), cookies, sessionStorage: noSession },
      settings,
    )
    expect(result).toEqual({
      utm_source: 'query-source',
      utm_medium: 'cookie-medium',
      gclid: 'query-gclid',
      msclkid: 'cookie-msclkid',
      googleClientId: '123456789.1700000000',
      hutk: 'hutk-1',
      infinity_vid: 'vid-9',
    })
  })

  it('leaves out what it does not know (expired cookies are simply absent)', () => {
    expect(readAttribution({ query: q(''), cookies: {}, sessionStorage: noSession }, settings)).toEqual({})
  })

  it('reads the affiliate id from session storage under the configured key', () => {
    const session = { getItem: (key: string) => (key === 'affiliate-service-id' ? 'AFF-1001' : null) }
    expect(readAttribution({ query: q(''), cookies: {}, sessionStorage: session }, settings)).toEqual({
      affiliateId: 'AFF-1001',
    })
  })

  it.each([
    ['GA1.1.123.456', '123.456'],
    ['GA1.2.999.111', '999.111'],
    ['custom-id', 'custom-id'],
    [undefined, undefined],
    ['', undefined],
  ])('analytics client id of %j is %j', (cookie, id) => {
    expect(analyticsClientId(cookie)).toBe(id)
  })
})
