import { describe, expect, it } from 'vitest'
import { realSite } from '../../../tests/support/realSite.ts'
import { renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { partnerHref } from '../partnerShopLinks.ts'

const shopHrefs = (url: string) =>
  (JSON.stringify(realSite().resolve(url).blocks).match(/"href":"\/shop[^"]*"/g) ?? []).map((m) => m.slice(8, -1))

/** Issue 17: a partner landing page sends shoppers to the partner's own shop, derived from the partner's routes. */
describe('partner shop links', () => {
  it.each([
    ['/dallas', '/shop/dallas-dealer'],
    ['/da', '/shop/direct-agents'],
    ['/dropship', '/shop/dropship'],
    ['/cfb-isd', '/shop/cfb-isd'],
  ])('%s links to %s, never to the generic shop', (url, partnerShop) => {
    const hrefs = shopHrefs(url)
    expect(hrefs.length).toBeGreaterThan(0)
    expect(
      hrefs.every(
        (href) => href === partnerShop || href.startsWith(`${partnerShop}?`) || href.startsWith(`${partnerShop}#`),
      ),
    ).toBe(true)
  })

  it('points the header’s and footer’s shop links at the partner’s shop too (fifth walkthrough D10)', async () => {
    const site = realSite()
    const chromeShopHrefs = async (url: string) => {
      const html = await renderPageHtml(site.resolve(url), site)
      const chrome = [
        /<header[^>]*\sdata-site-header[\s\S]*?<\/header>/,
        /<footer[^>]*\sdata-site-footer[\s\S]*?<\/footer>/,
      ]
        .map((part) => part.exec(html)?.[0] ?? '')
        .join('')
      return [...chrome.matchAll(/href="(\/shop[^"]*)"/g)].map((match) => match[1])
    }
    const onDallas = await chromeShopHrefs('/dallas')
    expect(onDallas.length).toBeGreaterThan(1)
    expect(onDallas.every((href) => href === '/shop/dallas-dealer')).toBe(true)
    expect(site.resolve('/dallas').context.partnerPages).toEqual([
      { genericPaths: expect.arrayContaining(['/shop']), partnerPath: '/shop/dallas-dealer' },
    ])
    // Off partner pages the chrome keeps the site's shop.
    expect(new Set(await chromeShopHrefs('/'))).toEqual(new Set(['/shop']))
    expect(site.resolve('/').context.partnerPages).toBeUndefined()
  })

  it('leaves pages without a partner on the generic shop', () => {
    expect(
      shopHrefs('/')
        .concat(shopHrefs('/cameras'))
        .filter((href) => !/^\/shop(\/(products|product-categories)\/.*)?([?#].*)?$/.test(href)),
    ).toEqual([])
  })

  it('keeps query and hash, and aliases of the generic shop count too', () => {
    const pages = [{ genericPaths: ['/shop', '/shop-home-security-systems'], partnerPath: '/shop/mro' }]
    expect(partnerHref('/shop?package=X#zip', pages)).toBe('/shop/mro?package=X#zip')
    expect(partnerHref('/shop-home-security-systems', pages)).toBe('/shop/mro')
    expect(partnerHref('/shop/products', pages)).toBe('/shop/products')
    expect(partnerHref('/shopping', pages)).toBe('/shopping')
  })
})
