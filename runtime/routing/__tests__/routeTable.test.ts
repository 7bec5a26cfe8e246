import { describe, expect, it } from 'vitest'
import type { ExpandedRoute } from '../expandRoutes.ts'
import { RouteTable } from '../RouteTable.ts'

/** The fields of a route the table reads. */
function route(key: string, path: string, extra: Partial<ExpandedRoute> = {}): ExpandedRoute {
  return { key, path, aliases: [], params: {}, index: 0, ...extra } as ExpandedRoute
}

function tableOf(routes: ExpandedRoute[]) {
  const problems: string[] = []
  const table = new RouteTable(routes, (_file, at, message) => problems.push(`${at.join('.')}: ${message}`))
  const answer = (path: string) => {
    const match = table.match(path)
    return match && { key: match.route.key, canonicalPath: match.canonicalPath, params: match.params }
  }
  return { table, problems, answer }
}

describe('the route table (fixed paths, such as every partner page, are added without parsing them)', () => {
  it('answers a fixed path and its aliases, folding slashes, an alias of a fixed path to that path', () => {
    const { table, problems, answer } = tableOf([
      route('home', '/'),
      route('shop/dallas', '/shop/dallas-dealer', { aliases: ['/dallas-shop/', '//dallas'] }),
      route('product', '/products/:id', { aliases: ['/p/:id'], params: { id: { pattern: '^[a-z]+$' } } }),
      route('old', '/legacy-products', { aliases: ['/old/:id'] }),
    ])
    expect(problems).toEqual([])
    expect(table.size).toBe(8)
    expect(answer('/')).toEqual({ key: 'home', canonicalPath: '/', params: {} })
    expect(answer('/shop/dallas-dealer/')).toEqual({
      key: 'shop/dallas',
      canonicalPath: '/shop/dallas-dealer',
      params: {},
    })
    expect(answer('//shop//dallas-dealer')).toEqual({
      key: 'shop/dallas',
      canonicalPath: '/shop/dallas-dealer',
      params: {},
    })
    expect(answer('/dallas-shop')).toEqual({ key: 'shop/dallas', canonicalPath: '/shop/dallas-dealer', params: {} })
    expect(answer('/dallas')).toEqual({ key: 'shop/dallas', canonicalPath: '/shop/dallas-dealer', params: {} })
    expect(answer('/products/abc')).toEqual({ key: 'product', canonicalPath: '/products/abc', params: { id: 'abc' } })
    expect(answer('/p/abc')).toEqual({ key: 'product', canonicalPath: '/p/abc', params: { id: 'abc' } })
    expect(answer('/products/ABC')).toBeNull()
    // A template alias of a fixed path is its own canonical form.
    expect(answer('/old/7')).toEqual({ key: 'old', canonicalPath: '/old/7', params: { id: '7' } })
  })

  it('reports a fixed path taken twice, and a parameter a fixed path does not have', () => {
    const { problems, answer } = tableOf([
      route('a', '/offers', { index: 0 }),
      route('b', '/offers/', { index: 1 }),
      route('c', '/c', { index: 2, aliases: ['/offers'] }),
      route('d', '/d', { index: 3, params: { id: { enum: ['x'] } } }),
    ])
    expect(problems).toEqual([
      'routes.1.path: duplicate path: route "a" (/offers) matches the same URLs',
      'routes.2.aliases.0: duplicate path: route "a" (/offers) matches the same URLs',
      'routes.3.params.id: the path /d has no parameter :id',
    ])
    expect(answer('/offers')?.key).toBe('a')
  })
})
