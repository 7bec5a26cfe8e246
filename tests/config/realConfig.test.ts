import { describe, expect, it } from 'vitest'
import { checkSite } from '../../runtime/config/loadSite.server.ts'
import { formatIssue } from '../../runtime/config/ConfigIssue.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { SPEC_URLS } from '../support/specUrls.ts'

const { issues, runtime } = checkSite(repoRoot)

describe('the site config', () => {
  it('passes every schema and cross-check', () => {
    expect(issues.map(formatIssue)).toEqual([])
  })

  it.each(SPEC_URLS)('%s is a page', (url) => {
    expect(runtime!.resolve(url).status).toBe(200)
    expect(runtime!.resolve(url.replace(/(\?|$)/, '/$1')).status).toBe(200)
  })

  it('answers 404 for unknown pages, disabled partners and unknown shop categories', () => {
    for (const url of [
      '/no-such-page',
      '/pinecrestoffer',
      '/shop/pinecrest-property',
      '/shop/product-categories/unknown',
      '/NEIGHBORLY',
    ]) {
      expect(runtime!.resolve(url).status, url).toBe(404)
    }
  })

  it('resolves partner context: lead source, phone and the corporation rule', () => {
    const mro = runtime!.resolve('/shop/mro').context.partner!
    expect(mro.routeName).toBe('mro')
    expect(mro.emailrep).toBe('mro.sales@harborhomesecurity.com')
    const keystone = runtime!.resolve('/keystoneoffer').context
    expect(keystone.leadSource).toBe('keystone-realty')
    expect(keystone.partner!.emailrep).toBe('keystone-realty@harborhomesecurity.com')
    expect(keystone.phones.sales).not.toBe(runtime!.config.phones.sales)
    expect(runtime!.resolve('/secure/1').context.formIds.consultationModal).toBe(
      'secure-vantage-modal-consultation-form',
    )
  })

  it('gives every page a sales phone and a lead source', () => {
    for (const route of runtime!.routes) {
      if (route.hasParams) continue
      const { context } = runtime!.resolve(route.path)
      expect(context.phones.sales, route.path).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/)
      expect(context.leadSource, route.path).not.toBe('')
    }
  })

  it('defines all 23 layouts of spec 2.12 and falls back to default', () => {
    expect(Object.keys(runtime!.config.layouts.layouts).sort()).toEqual(
      [
        'base',
        'checkout',
        'customHeader',
        'default',
        'directagents',
        'ecomm',
        'helpcenter',
        'landing',
        'maintenance',
        'minimal',
        'minimalNoCTA',
        'minimalNoForms',
        'noChat',
        'partnerCommercial',
        'partners',
        'primary',
        'product',
        'scheduling',
        'secure',
        'secureWithLogin',
        'shop',
        'standard',
        'warrantyLayout',
      ].sort(),
    )
    expect(runtime!.config.layouts.fallback).toBe('default')
  })

  it('shows the spec 404 texts on the 404 page', () => {
    const block = runtime!.notFound('/x').blocks[0]!
    if (block.type !== 'NotFound') throw new Error(`the 404 page starts with ${block.type}, not NotFound`)
    const { props } = block
    expect(props).toMatchObject({
      heading: 'Oops!',
      message: "The page you requested can't be found, but we're here to help.",
      errorCode: 'Error Code: 404',
      banner: { text: '0% Financing Available for Qualified Applicants, Have Your Consultation Today.' },
    })
    const hrefs = props.links.map((link) => link.href)
    expect(hrefs).toEqual(['/', '/help-center', '/home-security-systems', '/how-to-buy', '/faqs', '/sitemap'])
  })
})
