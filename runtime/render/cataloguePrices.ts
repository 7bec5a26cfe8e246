import type { PageModel } from '../PageModel.ts'
import {
  catalogueSpecs,
  cataloguePrices,
  fillCataloguePrices,
  fillCatalogueSpecs,
  namesCataloguePrices,
} from '../../services/catalogue/index.ts'
import type { BlockServices, ShopSettings } from './BlockServices.ts'

/**
 * Fills the page's catalogue values (`{{price.<key>.<field>}}` in texts, `"catalogue": "<key>.<field>"`
 * price objects, a product card's `"specs": { "catalogue": "<device>" }`) from the page's own catalogue, a partner page's from its partner's, with the promotions
 * running now (the catalogue client applies them). Runs once per render (at build time for prerendered
 * pages) before the blocks load; a page that names no catalogue value never reads the catalogue.
 */
export async function withCataloguePrices(
  page: PageModel,
  services: Pick<BlockServices, 'catalogue'> & { settings: { shop: Pick<ShopSettings, 'defaultCatalogId'> } },
): Promise<PageModel> {
  const { header, footer } = page.layout
  if (!namesCataloguePrices([page.meta, page.blocks, header, footer])) return page
  const catalogId = page.context.partner?.catalogId ?? services.settings.shop.defaultCatalogId
  const catalogue = await services.catalogue.catalogue(catalogId)
  if (!catalogue) throw new Error(`no catalogue "${catalogId}" for ${page.context.pathname}`)
  const prices = cataloguePrices(catalogue)
  const specs = catalogueSpecs(catalogue)
  // config:check rejects names the catalogue does not back; one reaching a page (a remote catalogue that
  // dropped an item) stays as written and is logged, so the page still renders.
  const unknown = (name: string) =>
    console.error(`${page.context.pathname}: no catalogue value "${name}" in catalogue ${catalogId}`)
  const fill = <T>(value: T): T => fillCataloguePrices(fillCatalogueSpecs(value, specs, unknown), prices, unknown)
  return {
    ...page,
    meta: fill(page.meta),
    blocks: fill(page.blocks),
    layout: { ...page.layout, header: fill(header), footer: fill(footer) },
  }
}
