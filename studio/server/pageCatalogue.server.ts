import { specificationLines } from '../../services/catalogue/specValues.ts'
import type { CataloguePrice } from '../../services/catalogue/index.ts'
import { localPricesToday } from '../../scripts/lib/pricesToday.ts'
import type { CatalogueDeviceChoice } from '../fields/catalogueFields.tsx'

/** What the studio knows of an opened page's catalogue: for its fields' choices and for its preview. */
export interface PageCatalogue {
  /** The devices that state facts, by name: what a card's "Device" field offers, with the facts each brings. */
  devices: CatalogueDeviceChoice[]
  /** Each catalogue value (`starter-package.monitoring`) as it costs today: the preview fills prices with them. */
  prices: Record<string, CataloguePrice>
}

/**
 * A page's catalogue (its partner's, else the shop's) with the promotions running now, as the site reads it when
 * it renders the page: so an editor picks a device or a price by name, and the preview shows the figures and facts
 * a visitor will see. Empty when the revision has no local catalogue files.
 */
export function pageCatalogueFor(root: string, catalogId?: string, now: number = Date.now()): PageCatalogue {
  const catalogues = localPricesToday(root, now)
  const today = catalogues?.byId.get(catalogId ?? catalogues.defaultCatalogId)
  if (!today) return { devices: [], prices: {} }
  const devices = today.catalogue.addOnItems
    .map((item) => ({
      slug: item.slug,
      name: item.catalogueItemsDetail.itemName ?? item.slug,
      facts: specificationLines(item.productSpecification),
    }))
    .filter((device) => device.facts.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name))
  return { devices, prices: Object.fromEntries(today.prices) }
}
