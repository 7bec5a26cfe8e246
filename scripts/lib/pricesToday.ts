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
  /** Worked out on the first read. */
  readonly prices: Map<string, CataloguePrice>
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
  for (const [id, catalogue] of catalogues.byId) byId.set(id, pricedWhenAsked(catalogue, promotions, now))
  return { defaultCatalogId: catalogues.defaultCatalogId, byId }
}

/**
 * A catalogue whose prices today are worked out when first read: most callers read one catalogue (a page's or a
 * partner's) of the many a site may have, and pricing each applies every promotion to every package and device.
 */
function pricedWhenAsked(
  catalogue: Catalogue,
  promotions: ReturnType<typeof readPricePromotions>,
  now: number,
): CataloguePricesToday {
  let prices: Map<string, CataloguePrice> | undefined
  return {
    catalogue,
    get prices() {
      return (prices ??= cataloguePrices(applyPricePromotions(catalogue, promotions, now)))
    },
  }
}

/** A value as a person reads it: "$349.99", "$39.99/mo." for one charged monthly. */
export function priceValueText(name: string, price: CataloguePrice): string {
  return `${priceText(name, price)}${price.period === 'month' ? '/mo.' : ''}`
}
