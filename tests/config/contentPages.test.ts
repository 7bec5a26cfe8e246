import { describe, expect, it } from 'vitest'
import type { ComposedRoute as Route } from '../../runtime/SiteConfig.ts'
import { realRoutes } from '../support/routeBlock.ts'

const routes = realRoutes()
const byName = (name: string) => routes.find((r) => r.name === name)!
const types = (route: Route) => route.blocks.map((b) => b.type)
const ids = (route: Route) => route.blocks.map((b) => b.id)

/** The routes of spec §2.1 and §2.2 composed from content blocks (others are built by the shop, CMS, sign-in and partner-offer work). */
const COMPOSED = [
  'home',
  'secure',
  'secure-partner',
  'secure-why-brand',
  'secure-home-security-systems',
  'home-security-systems',
  'professional-installation',
  'how-to-buy',
  'smart-home',
  'monitoring',
  'life-safety',
  'promotions',
  'cameras',
  'doorbell-camera',
  'indoor-cameras',
  'outdoor-cameras',
  'sensors',
  'panel',
  'smart-thermostats',
  'smart-locks',
  'smart-garage',
  'smart-plugs',
  'brand-plus',
  'memorial-day',
  'score',
  'join',
  'referrals',
  'partner-offer-page',
  'brand-partneroffer',
  'da',
  'dallas',
  'dropship',
  'cfb-isd',
  'review-partner',
  'association-partner',
  'inspection-partner',
  'inspection-partner-affiliate',
  'solar-partner',
  'partner-faq',
  'commercial-partner-faq',
  'verify-and-report',
  'partners',
]

describe('composed content pages in routes.json', () => {
  it.each(COMPOSED)('%s is a full page: a hero, at least three sections, no placeholders', (name) => {
    const route = byName(name)
    expect(route.blocks[0]!.type === 'Hero' || route.blocks[1]!.type === 'Hero').toBe(true)
    expect(route.blocks.length).toBeGreaterThanOrEqual(4)
    expect(types(route)).not.toContain('PagePlaceholder')
    expect(types(route)).not.toContain('TextSection')
  })

  it('every product page carries the legal block and a #schedule section for its lead form (spec §2.10)', () => {
    const products = routes.filter((r) => r.layout === 'product' && COMPOSED.includes(r.name))
    expect(products.length).toBeGreaterThan(15)
    for (const route of products) {
      expect(types(route), route.name).toContain('LegalBlock')
      expect(ids(route), route.name).toContain('schedule')
    }
  })

  it('the home page keeps #leadForm for the multi-step callback form and no legal block', () => {
    // The callback form 1 block renders the form element #leadForm itself (a section with that id would duplicate it).
    const callback = byName('home').blocks.filter(
      (b) =>
        b.type === 'LeadForm' && (b as { props?: { formId?: string } }).props?.formId === 'home_callback_masterform_1',
    )
    expect(callback).toHaveLength(1)
    expect(ids(byName('home'))).not.toContain('leadForm')
    expect(types(byName('home'))).not.toContain('LegalBlock')
  })

  it('every /secure page has a #schedule section for the secure offer form', () => {
    for (const name of ['secure', 'secure-partner', 'secure-why-brand', 'secure-home-security-systems'])
      expect(ids(byName(name)), name).toContain('schedule')
  })
})
