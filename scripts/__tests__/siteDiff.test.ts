import { describe, expect, it } from 'vitest'
import type { RouteConfig, RoutesConfig } from '../../schemas/generated/routes.ts'
import type { PartnerConfig, PartnersConfig } from '../../schemas/generated/partners.ts'
import { diffSites, isEmptySiteDiff } from '../lib/siteDiff.ts'
import { minimalSiteWith } from './support/editedMinimalSite.ts'

const base = minimalSiteWith()

function routeNamed(config: RoutesConfig, name: string): RouteConfig {
  const route = config.routes.find((candidate) => candidate.name === name)
  if (!route) throw new Error(`no route ${name} in the fixture`)
  return route
}

function partnerWithId(config: PartnersConfig, id: string): PartnerConfig {
  const partner = config.partners.find((candidate) => candidate.id === id)
  if (!partner) throw new Error(`no partner ${id} in the fixture`)
  return partner
}

describe('diffSites', () => {
  it('finds nothing between two compilations of the same config', () => {
    const diff = diffSites(base, minimalSiteWith())
    expect(isEmptySiteDiff(diff)).toBe(true)
    expect(diff.pages).toEqual({ added: [], removed: [], changed: [] })
  })

  it('lists a new partner and the pages its templates give it', () => {
    const after = minimalSiteWith({
      partners: (config) => {
        config.partners.push({
          id: 'acme',
          name: 'Acme Realty',
          kind: 'affiliate',
          slug: 'acme',
          leadSource: 'acme',
          catalogId: 'ecat-standard',
          enabled: true,
          phone: '(855) 555-0150',
          routes: ['partner-offer'],
        })
      },
    })
    const diff = diffSites(base, after)
    expect(diff.pages.added).toEqual([
      {
        path: '/acmeoffer',
        routeName: 'partner-offer/acme',
        partner: { id: 'acme', name: 'Acme Realty' },
        render: 'prerendered',
      },
    ])
    expect(diff.pages.removed).toEqual([])
    expect(diff.pages.changed).toEqual([])
    expect(diff.partners.added).toEqual([
      {
        id: 'acme',
        name: 'Acme Realty',
        kind: 'affiliate',
        enabled: true,
        details: {
          slug: 'acme',
          leadSource: 'acme',
          routeName: null,
          phone: '(855) 555-0150',
          catalogId: 'ecat-standard',
          affiliateId: null,
          pages: ['/acmeoffer'],
        },
      },
    ])
  })

  it('reports a partner switched off or on, with the pages that go and come', () => {
    const after = minimalSiteWith({
      partners: (config) => {
        partnerWithId(config, 'keystone-realty').enabled = false
        partnerWithId(config, 'retired-realty').enabled = true
      },
    })
    const diff = diffSites(base, after)
    expect(diff.partners.disabled.map((p) => p.id)).toEqual(['keystone-realty'])
    expect(diff.partners.enabled.map((p) => p.id)).toEqual(['retired-realty'])
    expect(diff.partners.changed).toEqual([])
    expect(diff.pages.removed.map((page) => page.path)).toEqual(['/keystoneoffer'])
    expect(diff.pages.added.map((page) => page.path)).toEqual(['/retiredoffer'])
  })

  it('reports a removed partner', () => {
    const after = minimalSiteWith({ partners: (config) => void config.partners.splice(2, 1) })
    const diff = diffSites(base, after)
    expect(diff.partners.removed).toEqual([
      { id: 'retired-realty', name: 'Retired Realty', kind: 'affiliate', enabled: false },
    ])
    // It was disabled, so no page goes with it.
    expect(diff.pages.removed).toEqual([])
  })

  it("follows a partner's phone onto its pages", () => {
    const after = minimalSiteWith({
      partners: (config) => void (partnerWithId(config, 'keystone-realty').phone = '(855) 555-0199'),
    })
    const diff = diffSites(base, after)
    expect(diff.partners.changed).toEqual([
      {
        id: 'keystone-realty',
        name: 'Keystone Realty',
        kind: 'affiliate',
        enabled: true,
        changes: [{ path: 'phone', kind: 'changed', before: '(855) 555-0142', after: '(855) 555-0199' }],
      },
    ])
    expect(diff.pages.changed).toHaveLength(1)
    expect(diff.pages.changed[0]).toMatchObject({
      path: '/keystoneoffer',
      phones: [
        { field: 'sales', before: '(855) 555-0142', after: '(855) 555-0199' },
        { field: 'popup', before: '(855) 555-0142', after: '(855) 555-0199' },
      ],
    })
  })

  it('reports layout, title, description, render mode, aliases, lead source and sales phone of a page', () => {
    const after = minimalSiteWith({
      routes: (config) => {
        const route = routeNamed(config, 'indoor-cameras')
        route.layout = 'partners'
        route.meta = { title: 'Indoor Security Cameras', description: 'See inside, from anywhere.' }
        route.render = 'request'
        route.aliases = ['/indoor-security-cameras']
        route.overrides = { leadSource: 'cameras-campaign', phones: { sales: '(855) 555-0177' } }
      },
    })
    const diff = diffSites(base, after)
    expect(diff.pages.added).toEqual([])
    expect(diff.pages.changed).toEqual([
      {
        path: '/indoor-cameras',
        routeName: 'indoor-cameras',
        partner: null,
        render: 'per request',
        layout: { before: 'default', after: 'partners' },
        renderChange: { before: 'prerendered', after: 'per request' },
        title: { before: 'Indoor Cameras', after: 'Indoor Security Cameras' },
        description: { before: expect.any(String), after: 'See inside, from anywhere.' },
        leadSource: { before: 'DTC Outbound', after: 'cameras-campaign' },
        phones: [{ field: 'sales', before: '(855) 555-0100', after: '(855) 555-0177' }],
        aliases: { added: ['/indoor-security-cameras'], removed: ['/indoor-camera'] },
        blocks: { added: [], removed: [], reordered: null, changed: [] },
        settings: [],
        claims: { added: [], removed: [] },
      },
    ])
  })

  it('reports blocks added, removed, reordered and the JSON paths of changed props', () => {
    const after = minimalSiteWith({
      routes: (config) => {
        const route = routeNamed(config, 'secure')
        const [hero, legal] = route.blocks!
        route.blocks = [
          { id: 'intro', type: 'TextSection', props: { paragraphs: ['Welcome.'] } },
          legal!,
          { ...hero!, props: { heading: 'Secure your whole home', cta: { label: 'Call', href: 'tel:8555550100' } } },
        ]
        legal!.visibleWhen = { query: { utm_ads: 'absent' } }
        const indoor = routeNamed(config, 'indoor-cameras')
        indoor.blocks = []
      },
    })
    const diff = diffSites(base, after)
    const secure = diff.pages.changed.find((page) => page.path === '/secure')
    expect(secure?.blocks).toEqual({
      added: [{ id: 'intro', type: 'TextSection', position: 1 }],
      removed: [],
      reordered: {
        before: ['hero', 'legal'],
        after: ['legal', 'hero'],
        moves: [{ id: 'hero', above: null, below: 'legal' }],
      },
      changed: [
        {
          id: 'legal',
          type: 'TextSection',
          props: [],
          visibility: [{ path: 'visibleWhen.query.utm_ads', kind: 'changed', before: 'present', after: 'absent' }],
        },
        {
          id: 'hero',
          type: 'Hero',
          props: [
            { path: 'heading', kind: 'changed', before: 'Secure your home', after: 'Secure your whole home' },
            { path: 'cta', kind: 'added', after: { label: 'Call', href: 'tel:8555550100' } },
          ],
          visibility: [],
        },
      ],
    })
    const indoor = diff.pages.changed.find((page) => page.path === '/indoor-cameras')
    expect(indoor?.blocks.removed).toEqual([{ id: 'hero', type: 'Hero' }])
  })

  it('shows a page that moved as one change, not a removal and an addition', () => {
    const after = minimalSiteWith({
      routes: (config) => void (routeNamed(config, 'brand-plus').path = '/{brand}-premium'),
    })
    const diff = diffSites(base, after)
    expect(diff.pages.added).toEqual([])
    expect(diff.pages.removed).toEqual([])
    expect(diff.pages.changed).toMatchObject([
      {
        path: '/harbor-premium',
        routeName: 'brand-plus',
        pathChange: { before: '/harbor-plus', after: '/harbor-premium' },
      },
    ])
  })

  it('lists removed pages and other route settings such as variants', () => {
    const after = minimalSiteWith({
      routes: (config) => {
        config.routes = config.routes.filter((route) => route.name !== 'management-team')
        routeNamed(config, 'secure').variants![0]!.meta = { title: 'Security on a budget' }
      },
    })
    const diff = diffSites(base, after)
    expect(diff.pages.removed).toEqual([
      { path: '/management-team/:id?', routeName: 'management-team', partner: null, render: 'per request' },
    ])
    expect(diff.pages.changed.find((page) => page.path === '/secure')?.settings).toEqual([
      { path: 'variants[0].meta.title', kind: 'changed', before: 'Low cost', after: 'Security on a budget' },
    ])
  })

  it('reports site-wide settings and the pages they reach', () => {
    const after = minimalSiteWith({ phones: (config) => void (config.sales = '(855) 555-0111') })
    const diff = diffSites(base, after)
    expect(diff.siteWide).toEqual([
      {
        file: 'site-config/phones.json',
        changes: [{ path: 'sales', kind: 'changed', before: '(855) 555-0100', after: '(855) 555-0111' }],
      },
    ])
    // Partner pages keep their partner's number; every other page, error pages included, shows the new one.
    const paths = diff.pages.changed.map((page) => page.path)
    expect(paths).toContain('/')
    expect(paths).toContain('404 page')
    expect(paths).not.toContain('/keystoneoffer')
  })

  it('reports changes to the error pages', () => {
    const after = minimalSiteWith({ routes: (config) => void (config.errorPages.notFound.meta.title = 'Nothing here') })
    const diff = diffSites(base, after)
    expect(diff.pages.changed).toMatchObject([
      {
        path: '404 page',
        routeName: 'errorPages.notFound',
        title: { before: 'Page not found', after: 'Nothing here' },
      },
    ])
  })

  it('reports the offer claims a page starts and stops making, wherever they sit', () => {
    const after = minimalSiteWith({
      routes: (config) => {
        const secure = routeNamed(config, 'secure')
        secure.blocks![0]!.props = {
          heading: 'Monitoring from {{price.lowest.monitoring}}/mo. with a 36-month monitoring agreement',
        }
        secure.variants![0]!.props = { hero: { heading: 'Free installation this week' } }
        secure.blocks![1]!.props = { paragraphs: ['Requires 36-month monitoring commitment.'] }
      },
    })
    const secure = diffSites(base, after).pages.changed.find((page) => page.path === '/secure')!
    expect(secure.claims).toEqual({
      added: [
        { rule: 'monthly-price', text: '{{price.lowest.monitoring}}/mo', where: 'hero' },
        { rule: 'free-installation', text: 'Free installation', where: 'query variants' },
      ],
      removed: [],
    })
    const back = diffSites(after, base).pages.changed.find((page) => page.path === '/secure')!
    expect(back.claims.removed.map((claim) => claim.text)).toEqual([
      '{{price.lowest.monitoring}}/mo',
      'Free installation',
    ])
  })
})
