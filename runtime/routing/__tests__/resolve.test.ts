import { describe, expect, it } from 'vitest'
import { minimalSite } from '../../../tests/support/fixtureSite.ts'
import { SiteRuntime } from '../../SiteRuntime.ts'

const site = minimalSite()
// The Hero schema's defaults, which every Hero's props receive when its config leaves them out.
const heroDefaults = { showPhone: false, phoneLabel: 'Call', tone: 'dark' }

describe('route resolution', () => {
  it.each([
    ['/', '/', 'home'],
    ['/indoor-cameras', '/indoor-cameras', 'indoor-cameras'],
    ['/indoor-cameras/', '/indoor-cameras', 'indoor-cameras'],
    ['/indoor-camera', '/indoor-cameras', 'indoor-cameras'],
    ['/indoor-camera/', '/indoor-cameras', 'indoor-cameras'],
    ['//indoor-cameras//', '/indoor-cameras', 'indoor-cameras'],
  ])('%s shows %s', (url, canonical, routeName) => {
    const page = site.resolve(url)
    expect(page.status).toBe(200)
    expect(page.context.canonicalPath).toBe(canonical)
    expect(page.context.routeName).toBe(routeName)
    expect(page.meta.canonicalUrl).toBe(`https://www.harborhomesecurity.com${canonical === '/' ? '' : canonical}`)
  })

  it('expands {brand} in paths and aliases, and brand tokens in text', () => {
    for (const url of ['/harbor-plus', '/harbor-home-plus/']) {
      const page = site.resolve(url)
      expect(page.context.canonicalPath).toBe('/harbor-plus')
      expect(page.meta.title).toBe('Harbor Home Security Plus')
      expect(page.blocks[0]!.props).toEqual({ ...heroDefaults, heading: 'Harbor Home Security Plus' })
    }
  })

  it('expands a {partner} template once per enabled partner that lists it, with its phone and lead source', () => {
    const page = site.resolve('/keystoneoffer')
    expect(page.context.partner).toMatchObject({
      id: 'keystone-realty',
      routeName: 'keystonerealty',
      emailrep: 'keystonerealty@harborhomesecurity.com',
    })
    expect(page.context.phones.sales).toBe('(855) 555-0142')
    expect(page.context.leadSource).toBe('keystonerealty')
    expect(page.meta.title).toBe('An offer for Keystone Realty')
    expect(page.blocks[0]!.props).toEqual({ ...heroDefaults, heading: 'Welcome, Keystone Realty members' })
  })

  it('gives a disabled partner no pages', () => {
    expect(site.resolve('/retiredoffer').status).toBe(404)
  })

  it('matches the capitalised alias of a kind placeholder', () => {
    expect(site.resolve('/Guild').context.canonicalPath).toBe('/guild')
    expect(site.resolve('/guild').context.partner?.id).toBe('homeowners-guild')
    expect(site.resolve('/GUILD').status).toBe(404)
  })

  it('uses the default lead source and sales number off partner pages', () => {
    const page = site.resolve('/')
    expect(page.context.leadSource).toBe('DTC Outbound')
    expect(page.context.phones.sales).toBe(site.config.phones.sales)
    expect(page.context.formIds.consultationModal).toBe('home-modal-consultation-form')
    expect(site.resolve('/indoor-camera').context.formIds.consultationModal).toBe(
      'indoor-cameras-modal-consultation-form',
    )
  })

  it('matches :params with their rules and folds optional params', () => {
    const article = site.resolve('/help-center/articles/reset-your-panel')
    expect(article.status).toBe(200)
    expect(article.context.params).toEqual({ id: 'reset-your-panel' })
    expect(article.context.pageName).toBe('help-center-articles-reset-your-panel')
    expect(site.resolve('/help-center/articles/Not_Valid').status).toBe(404)
    expect(site.resolve('/help-center/articles').status).toBe(404)
    expect(site.resolve('/management-team').context.params).toEqual({})
    expect(site.resolve('/management-team/jane-doe/').context.params).toEqual({ id: 'jane-doe' })
    expect(site.resolve('/management-team/jane-doe/extra').status).toBe(404)
  })

  it('selects a variant and shows query-conditional blocks from declared query values only', () => {
    const plain = site.resolve('/secure')
    expect(plain.meta.title).toBe('Secure your home')
    expect(plain.blocks.map((b) => b.id)).toEqual(['hero'])
    const lowCost = site.resolve('/secure?utm_ads=lowcost-envir&utm_source=x')
    expect(lowCost.meta.title).toBe('Low cost')
    expect(lowCost.context.query).toEqual({ utm_ads: 'lowcost-envir' })
    expect(lowCost.blocks.map((b) => [b.id, b.props])).toEqual([
      ['hero', { ...heroDefaults, heading: 'Security for less' }],
      ['legal', { paragraphs: ['Terms apply.'] }],
    ])
    const smart = site.resolve('/secure?utm_ads=smarthome-envir')
    expect(smart.meta.title).toBe('Secure your home')
    expect(smart.blocks.map((b) => b.id)).toEqual(['hero', 'legal'])
    const unknownValue = site.resolve('/secure?utm_ads=<script>')
    expect(unknownValue.context.query).toEqual({})
    expect(unknownValue.blocks.map((b) => b.id)).toEqual(['hero'])
  })

  it('answers an unknown URL with the 404 page model', () => {
    const page = site.resolve('/no-such-page?x=1')
    expect(page.status).toBe(404)
    expect(page.meta.robots).toBe('noindex,follow')
    expect(page.blocks[0]!.type).toBe('NotFound')
    expect(page.blocks[0]!.props).toMatchObject({ heading: 'Oops!', errorCode: 'Error Code: 404' })
  })

  it('falls back to the default layout for an unknown layout name', () => {
    const config = structuredClone(site.config)
    config.routes.routes[0]!.layout = 'noSuchLayout'
    const issues: string[] = []
    const page = new SiteRuntime(config, (_f, _p, message) => issues.push(message)).resolve('/')
    expect(page.layout.name).toBe('default')
    expect(issues).toEqual([])
  })

  it('lists static routes without params for prerendering', () => {
    expect(site.prerenderPaths().sort()).toEqual(['/', '/guild', '/harbor-plus', '/indoor-cameras', '/keystoneoffer'])
  })
})
