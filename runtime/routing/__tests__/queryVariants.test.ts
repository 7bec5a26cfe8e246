import { describe, expect, it } from 'vitest'
import { realSite } from '../../../tests/support/realSite.ts'
import type { ExpandedRoute, QueryRules } from '../expandRoutes.ts'
import { hasFiniteQuery, prerenderUrlsOf, prerenderedUrlFor, queryCombinations } from '../queryVariants.ts'

const rules = (entries: Array<[string, string[] | RegExp]>): QueryRules =>
  new Map(entries.map(([name, rule]) => [name, rule instanceof RegExp ? { pattern: rule } : { values: new Set(rule) }]))
const route = (path: string, query: QueryRules) => ({ path, query }) as ExpandedRoute

describe('query variants of prerendered pages', () => {
  it('a query of declared lists is finite; a pattern is not', () => {
    expect(hasFiniteQuery(rules([]))).toBe(true)
    expect(hasFiniteQuery(rules([['utm_ads', ['a', 'b']]]))).toBe(true)
    expect(
      hasFiniteQuery(
        rules([
          ['utm_ads', ['a']],
          ['termsSection', /^_\w+$/],
        ]),
      ),
    ).toBe(false)
  })

  it('lists every combination of declared values, the bare page first', () => {
    expect(queryCombinations(rules([]))).toEqual([{}])
    expect(
      queryCombinations(
        rules([
          ['a', ['1', '2']],
          ['b', ['x']],
        ]),
      ),
    ).toEqual([{}, { b: 'x' }, { a: '1' }, { a: '1', b: 'x' }, { a: '2' }, { a: '2', b: 'x' }])
  })

  it('names each page by one URL: declared values in declaration order, encoded', () => {
    expect(
      prerenderUrlsOf(
        route(
          '/offer',
          rules([
            ['b', ['x y']],
            ['a', ['1']],
          ]),
        ),
      ),
    ).toEqual(['/offer', '/offer?a=1', '/offer?b=x+y', '/offer?b=x+y&a=1'])
  })

  it('answers a request with the page of its declared values, whatever else the query holds', () => {
    const secure = route('/secure', rules([['utm_ads', ['lowcost-envir', 'bogo50-envir']]]))
    const pageFor = (search: string) => prerenderedUrlFor(secure, '/secure', new URLSearchParams(search))
    expect(pageFor('')).toBe('/secure')
    expect(pageFor('utm_source=google&gclid=x')).toBe('/secure')
    expect(pageFor('utm_source=google&utm_ads=lowcost-envir&utm_medium=cpc')).toBe('/secure?utm_ads=lowcost-envir')
    // The page model reads a repeated name by its first value; so does the lookup.
    expect(pageFor('utm_ads=bogo50-envir&utm_ads=lowcost-envir')).toBe('/secure?utm_ads=bogo50-envir')
  })

  it('leaves a declared value outside its list to the server renderer', () => {
    const secure = route('/secure', rules([['utm_ads', ['lowcost-envir']]]))
    expect(prerenderedUrlFor(secure, '/secure', new URLSearchParams('utm_ads=unknown'))).toBeNull()
    expect(prerenderedUrlFor(secure, '/secure', new URLSearchParams('utm_ads='))).toBeNull()
  })

  it('lists the values of a pattern from its source, those the pattern accepts, and none without the source', () => {
    const terms = route(
      '/terms',
      new Map([['termsSection', { pattern: /^_\w+$/, prerenderFrom: 'termsSectionAnchors' as const }]]),
    )
    expect(hasFiniteQuery(terms.query)).toBe(true)
    expect(prerenderUrlsOf(terms, { termsSectionAnchors: ['_General', 'no-underscore', '_Offer'] })).toEqual([
      '/terms',
      '/terms?termsSection=_General',
      '/terms?termsSection=_Offer',
    ])
    expect(prerenderUrlsOf(terms)).toEqual(['/terms'])
    const pageFor = (search: string) => prerenderedUrlFor(terms, '/terms', new URLSearchParams(search))
    expect(pageFor('termsSection=_Offer&utm_source=mail')).toBe('/terms?termsSection=_Offer')
    // Outside the pattern: the page model ignores it, but the request is rendered, as for a list.
    expect(pageFor('termsSection=no-underscore')).toBeNull()
  })

  it('the real site prerenders /secure once per utm_ads value, /terms per section; /scheduling renders per request', () => {
    const sourced = { termsSectionAnchors: ['_GeneralTerms', '_FreeProfessionalInstallationPromotion'] }
    const urls = realSite().prerenderUrls(sourced)
    expect(urls).toContain('/terms?termsSection=_GeneralTerms')
    expect(urls).toContain('/terms?termsSection=_FreeProfessionalInstallationPromotion')
    const secureValues = realSite()
      .routes.find((r) => r.key === 'secure')!
      .query.get('utm_ads')!.values!
    expect(secureValues.size).toBeGreaterThan(0)
    for (const value of secureValues) expect(urls).toContain(`/secure?utm_ads=${value}`)
    expect(urls).toContain('/secure')
    // Its server HTML offers the server's dates (spec 4.11), so neither the bare page nor its app mode is prerendered.
    expect(urls.filter((url) => url.startsWith('/scheduling'))).toEqual([])
    expect(new Set(urls).size).toBe(urls.length)
    // Every prerendered URL is its own canonical name, so the server finds it again.
    for (const url of urls) {
      const [path = '', search = ''] = url.split('?')
      const match = realSite().table.match(path)!
      expect(prerenderedUrlFor(match.route, match.canonicalPath, new URLSearchParams(search))).toBe(url)
    }
  })
})
