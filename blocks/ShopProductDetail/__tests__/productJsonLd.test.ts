import { describe, expect, it } from 'vitest'
import { jsonLd, renderUrl } from '../../../tests/support/renderUrl.tsx'

/** Issue 17 item 11: the shop's product pages carry Product structured data with their price. */
describe('ShopProductDetail structured data', () => {
  it('renders a schema.org Product with an Offer in USD on /shop/products/harbor-home-touch-panel', async () => {
    const { html, model } = await renderUrl('/shop/products/harbor-home-touch-panel')
    const products = jsonLd(html).filter((data) => data['@type'] === 'Product')
    expect(products).toHaveLength(1)
    const product = products[0] as {
      name: string
      sku: string
      image: string
      url: string
      offers: { price: string; priceCurrency: string; availability: string }
    }
    expect(html).toContain(`>${product.name}</h2>`)
    expect(product.sku).toBeTruthy()
    expect(product.image).toMatch(/^https:\/\/www\.harborhomesecurity\.com\//)
    expect(product.url).toBe('https://www.harborhomesecurity.com/shop/products/harbor-home-touch-panel')
    expect(product.offers).toMatchObject({ priceCurrency: 'USD', availability: 'https://schema.org/InStock' })
    expect(product.offers.price).toMatch(/^\d+\.\d{2}$/)
    // The price in the data is the one on the page.
    const shown = Number(product.offers.price).toLocaleString('en-US', {
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    })
    expect(html.replace(/<[^>]+>/g, ' ')).toContain(shown.replace(/\.00$/, ''))
    expect(model.blocks.some((block) => block.type === 'ShopProductDetail')).toBe(true)
  })
})
