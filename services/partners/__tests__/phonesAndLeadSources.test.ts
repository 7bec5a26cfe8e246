import { describe, expect, it } from 'vitest'
import { checkSite } from '../../../runtime/config/loadSite.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { resolveLeadSource, resolvePhones, smsHref, telHref } from '../index.ts'

const defaults = {
  sales: '(855) 555-0100',
  support: '(855) 555-0101',
  supportText: '(855) 555-0102',
  salesText: '(855) 555-0103',
  popup: '(855) 555-0104',
  localSupport: '(214) 555-0105',
}
const partner = { phone: '(855) 555-0199', leadSource: 'oakridge-realty' }

describe('resolvePhones (spec 9.2)', () => {
  it.each([
    [
      'no partner, no overrides',
      null,
      undefined,
      { sales: '(855) 555-0100', salesText: '(855) 555-0103', popup: '(855) 555-0104' },
    ],
    [
      'a partner page',
      partner,
      undefined,
      { sales: '(855) 555-0199', salesText: '(855) 555-0103', popup: '(855) 555-0199' },
    ],
    [
      'a landing page with its own sales number',
      null,
      { sales: '(888) 555-0001' },
      { sales: '(888) 555-0001', salesText: '(855) 555-0103', popup: '(855) 555-0104' },
    ],
    [
      'a partner with its own text number',
      { ...partner, textPhone: '(855) 555-0198' },
      undefined,
      { sales: '(855) 555-0199', salesText: '(855) 555-0198', popup: '(855) 555-0199' },
    ],
    [
      'route overrides beat the partner',
      partner,
      { sales: '(888) 555-0001', popup: '(888) 555-0002', salesText: '(888) 555-0003' },
      { sales: '(888) 555-0001', salesText: '(888) 555-0003', popup: '(888) 555-0002' },
    ],
  ] as const)('%s', (_what, boundPartner, overrides, expected) => {
    const phones = resolvePhones(defaults, boundPartner, overrides)
    expect(phones).toEqual({
      ...expected,
      support: '(855) 555-0101',
      supportText: '(855) 555-0102',
      localSupport: '(214) 555-0105',
    })
  })
})

describe('resolveLeadSource (spec 9.3)', () => {
  it.each([
    ['default', undefined, null, 'DTC Outbound'],
    ['partner mapping', undefined, partner, 'oakridge-realty'],
    ['route override', 'spring-campaign', partner, 'spring-campaign'],
  ] as const)('%s', (_what, routeLeadSource, boundPartner, expected) => {
    expect(resolveLeadSource({ routeLeadSource, partner: boundPartner, defaultLeadSource: 'DTC Outbound' })).toBe(
      expected,
    )
  })
})

describe('contact links (spec 4.10; blocks/shared/SalesPhoneLink.tsx hides them while sales is closed)', () => {
  it('formats tel: and sms: links from the printed number', () => {
    expect(telHref('(855) 555-0100')).toBe('tel:+18555550100')
    expect(smsHref('(855) 555-0103')).toBe('sms:+18555550103')
  })
})

describe('the real site: numbers and lead sources per route', () => {
  const { runtime } = checkSite(repoRoot)
  it.each([
    ['/', '(855) 555-0100', 'DTC Outbound'],
    ['/cameras', '(855) 555-0100', 'DTC Outbound'],
    ['/keystoneoffer', '(855) 555-0110', 'keystone-realty'],
    ['/keystonefaq', '(855) 555-0110', 'keystone-realty'],
    ['/shop/keystone-realty', '(855) 555-0110', 'keystone-realty'],
    ['/dallas', '(214) 555-0114', 'dallas-dealer'],
    ['/shieldline-family', '(855) 555-0123', 'shieldline'],
    ['/meridianoffer', '(855) 555-0124', 'meridian-relocation'],
    ['/no-such-page', '(855) 555-0100', 'DTC Outbound'],
  ])('%s -> sales %s, lead source %s', (url, sales, leadSource) => {
    const page = runtime!.resolve(url)
    expect(page.context.phones.sales).toBe(sales)
    expect(page.context.phones.popup).toBe(sales === '(855) 555-0100' ? '(855) 555-0104' : sales)
    expect(page.context.phones.support).toBe('(855) 555-0101')
    expect(page.context.phones.supportText).toBe('(855) 555-0102')
    expect(page.context.phones.salesText).toBe('(855) 555-0103')
    expect(page.context.leadSource).toBe(leadSource)
  })
})
