import type { CartProduct } from '../../services/catalogue/index.ts'

/** An absolute URL on the site for a path (images and the page itself). */
function absolute(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : siteUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`)
}

/**
 * schema.org Product with an Offer (price in USD, in stock, sold by the brand), so search engines can show the
 * shop's product pages with their price (issue 17 item 11).
 */
export function productJsonLd(input: {
  product: CartProduct
  description: string
  brand: string
  siteUrl: string
  path: string
}): object {
  const { product, description, brand, siteUrl, path } = input
  const url = absolute(siteUrl, path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    sku: product.sku,
    image: absolute(siteUrl, product.image.file.url),
    brand: { '@type': 'Brand', name: brand },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: brand },
    },
  }
}
