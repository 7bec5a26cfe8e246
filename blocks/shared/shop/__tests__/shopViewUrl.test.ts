import { describe, expect, it } from 'vitest'
import { urlViewOf, urlViewOfHref } from '../shopViewUrl.ts'
import { hrefOfView } from '../shopHistory.ts'

describe('each shop view has its address (rater D6)', () => {
  it.each([
    ['browse', null, null],
    ['browse', 'STD-SMART-HOME', 'package'],
    ['customize', 'STD-SMART-HOME', 'customize'],
    ['cart', null, 'cart'],
  ] as const)('%s with package %s is %s', (view, packageId, named) => {
    expect(urlViewOf(view, packageId)).toBe(named)
  })

  it('reads the view back from an address; an unknown value is the package list', () => {
    expect(urlViewOfHref('https://example.com/shop?view=cart')).toBe('cart')
    expect(urlViewOfHref('https://example.com/shop?utm_source=x&view=customize')).toBe('customize')
    expect(urlViewOfHref('https://example.com/shop?view=checkout')).toBeNull()
    expect(urlViewOfHref('https://example.com/shop')).toBeNull()
  })

  it('reads the product pages’ "View cart" link, /shop#cart, as the cart (issue 25: it opened the package list)', () => {
    expect(urlViewOfHref('https://example.com/shop#cart')).toBe('cart')
    expect(urlViewOfHref('https://example.com/shop/keystone-realty?utm_source=x#cart')).toBe('cart')
    // The view value wins over the fragment; another fragment names nothing.
    expect(urlViewOfHref('https://example.com/shop?view=customize#cart')).toBe('customize')
    expect(urlViewOfHref('https://example.com/shop#faqs')).toBeNull()
  })

  it('changes only the view value, keeps the rest of the query, drops the fragment', () => {
    expect(hrefOfView('https://example.com/shop?utm_source=x#cart', 'cart')).toBe('/shop?utm_source=x&view=cart')
    expect(hrefOfView('https://example.com/shop/mro?view=cart', null)).toBe('/shop/mro')
    expect(hrefOfView('https://example.com/shop?view=package', 'customize')).toBe('/shop?view=customize')
  })
})
