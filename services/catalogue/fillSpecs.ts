import type { UnknownPrice } from './fillPrices.ts'

/**
 * Fills the device facts a product card names, `"specs": { "catalogue": "<device slug>" }`, with the catalogue's
 * specification lines (`lines`), as `fillCataloguePrices` fills prices: the card then states the facts the shop
 * states. A slug the catalogue does not sell is left as written and reported (config:check catches it first).
 */
export function fillCatalogueSpecs<T>(
  value: T,
  specs: ReadonlyMap<string, readonly string[]>,
  unknown: UnknownPrice = () => {},
  path: Array<string | number> = [],
): T {
  if (Array.isArray(value))
    return (value as unknown[]).map((item, i) => fillCatalogueSpecs(item, specs, unknown, [...path, i])) as T
  if (!value || typeof value !== 'object') return value
  const ref = value as { catalogue?: unknown }
  if (path.at(-1) === 'specs' && typeof ref.catalogue === 'string') {
    const lines = specs.get(ref.catalogue)
    if (!lines) {
      unknown(ref.catalogue, [...path, 'catalogue'])
      return value
    }
    return { ...value, lines: [...lines] }
  }
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) out[key] = fillCatalogueSpecs(item, specs, unknown, [...path, key])
  return out as T
}
