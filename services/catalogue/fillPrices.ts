import { type CataloguePrice, PRICE_TOKEN, priceText } from './priceValues.ts'

/** A price object of a block prop that names its catalogue value instead of typing an amount. */
export interface CataloguePriceRef {
  catalogue: string
  [other: string]: unknown
}

/** Where a name the catalogue does not back was found, for the caller to report or log. */
export type UnknownPrice = (name: string, path: Array<string | number>) => void

/**
 * Fills the catalogue values of a props tree from the page's catalogue: `{{price.<key>.<field>}}` in
 * texts, and `{ "catalogue": "<key>.<field>" }` price objects, which get the amount, the period the
 * value is charged at, and the regular amount struck through while a promotion runs. A name the
 * catalogue does not back is left as written and reported (config:check catches it first).
 */
export function fillCataloguePrices<T>(
  value: T,
  prices: ReadonlyMap<string, CataloguePrice>,
  unknown: UnknownPrice = () => {},
  path: Array<string | number> = [],
): T {
  if (typeof value === 'string') {
    if (!value.includes('{{')) return value
    return value.replace(PRICE_TOKEN, (whole, key: string, field: string) => {
      const name = `${key}.${field}`
      const price = prices.get(name)
      if (!price) {
        unknown(name, path)
        return whole
      }
      return priceText(name, price)
    }) as T
  }
  if (Array.isArray(value))
    return (value as unknown[]).map((item, i) => fillCataloguePrices(item, prices, unknown, [...path, i])) as T
  if (value && typeof value === 'object') {
    if (isCataloguePriceRef(value)) {
      const { catalogue: name, ...rest } = value
      const price = prices.get(name)
      if (!price) {
        unknown(name, [...path, 'catalogue'])
        return value
      }
      // Its words ("note": "(save {{price.lowest.savings}})") may name values too.
      const words = fillCataloguePrices(rest, prices, unknown, path)
      const filled: Record<string, unknown> = { ...words, amount: price.amount, period: price.period }
      if (price.regular !== undefined && price.regular > price.amount) filled.previousAmount = price.regular
      return filled as T
    }
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value))
      out[key] = fillCataloguePrices(item, prices, unknown, [...path, key])
    return out as T
  }
  return value
}

/** A price names "<key>.<field>"; a card's `specs` name a device alone (services/catalogue/fillSpecs.ts). */
export function isCataloguePriceRef(value: object): value is CataloguePriceRef {
  const name = (value as { catalogue?: unknown }).catalogue
  return typeof name === 'string' && name.includes('.') && !('amount' in value)
}

/** Whether a props tree names any catalogue value, so pages without one never read the catalogue. */
export function namesCataloguePrices(value: unknown): boolean {
  const json = JSON.stringify(value) ?? ''
  return json.includes('{{price.') || json.includes('"catalogue":"')
}
