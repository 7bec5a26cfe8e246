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

describe('a path taken twice is reported the same whether the paths are fixed or have parameters (claim)', () => {
  it('names the route that took the URLs first, or "this route already", and keeps the first', () => {
    const { problems, answer } = tableOf([
      route('a', '/offers', { index: 0 }),
      // Its shape without the optional parameter is /offers, taken by a fixed path.
      route('b', '/offers/:id?', { index: 1 }),
      route('c', '/deals/:id', { index: 2, aliases: ['/deals/:code'] }),
      // A fixed path after a parameterised one whose shape without its optional parameter is that path.
      route('d', '/help/:topic?', { index: 3 }),
      route('e', '/help', { index: 4 }),
      route('f', '/f', { index: 5, aliases: ['/f/'] }),
    ])
    expect(problems).toEqual([
      'routes.1.path: duplicate path: route "a" (/offers) matches the same URLs',
      'routes.2.aliases.0: duplicate path: this route already matches the same URLs',
      'routes.4.path: duplicate path: route "d" (/help/:topic?) matches the same URLs',
      'routes.5.aliases.0: duplicate path: this route already matches the same URLs',
    ])
    expect(answer('/offers')?.key).toBe('a')
    expect(answer('/offers/7')).toEqual({ key: 'b', canonicalPath: '/offers/7', params: { id: '7' } })
    expect(answer('/help')).toEqual({ key: 'd', canonicalPath: '/help', params: {} })
    expect(answer('/deals/9')?.params).toEqual({ id: '9' })
  })
})
