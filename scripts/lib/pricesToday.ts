import { localPriceCatalogues } from '../../runtime/config/priceCatalogues.server.ts'
import { readPricePromotions } from '../../server/catalogue/promotedCatalogue.server.ts'
import {
  type Catalogue,
  type CataloguePrice,
  applyPricePromotions,
  cataloguePrices,
  priceText,
} from '../../services/catalogue/index.ts'

/** One catalogue with what each of its values shows at a moment, by "<key>.<field>". */
export interface CataloguePricesToday {
  catalogue: Catalogue
  prices: Map<string, CataloguePrice>
}

/**
 * The site's local catalogues (site-config/catalog/catalogs) with the price promotions running at `now` applied,
 * as the shop, the cart and the page texts quote them: the one reading of "what it costs today" for the studio's
 * template values and catalogue choices and for config:explain. Null when the revision has no catalogue files.
 */
export function localPricesToday(
  root: string,
  now: number = Date.now(),
): { defaultCatalogId: string; byId: Map<string, CataloguePricesToday> } | null {
  const catalogues = localPriceCatalogues(root)
  if (!catalogues) return null
  const promotions = readPricePromotions(root)
  const byId = new Map<string, CataloguePricesToday>()
  for (const [id, catalogue] of catalogues.byId)
    byId.set(id, { catalogue, prices: cataloguePrices(applyPricePromotions(catalogue, promotions, now)) })
  return { defaultCatalogId: catalogues.defaultCatalogId, byId }
}

/** A value as a person reads it: "$349.99", "$39.99/mo." for one charged monthly. */
export function priceValueText(name: string, price: CataloguePrice): string {
  return `${priceText(name, price)}${price.period === 'month' ? '/mo.' : ''}`
}
