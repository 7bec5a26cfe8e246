import type { PageModel } from '../../../runtime/PageModel.ts'
import { cataloguePrices, fillCataloguePrices, namesCataloguePrices } from '../../../services/catalogue/index.ts'
import { pageCatalogue } from './loadShopCatalogue.server.ts'

/**
 * Fills the page's catalogue values (`{{price.<key>.<field>}}` in texts, `"catalogue": "<key>.<field>"`
 * price objects) from the page's own catalogue, a partner page's from its partner's, with the
 * promotions that run now. Runs once per render (at build time for prerendered pages) before the
 * blocks load; a page that names no catalogue value never reads the catalogue.
 */
export async function withCataloguePrices(page: PageModel): Promise<PageModel> {
  const { header, footer } = page.layout
  if (!namesCataloguePrices([page.meta, page.blocks, header, footer])) return page
  const prices = cataloguePrices(await pageCatalogue(page.context))
  // config:check rejects names the catalogue does not back; one reaching a page (a remote catalogue that
  // dropped an item) stays as written and is logged, so the page still renders.
  const unknown = (name: string) =>
    console.error(`${page.context.pathname}: no catalogue value "${name}" in the page's catalogue`)
  const fill = <T>(value: T): T => fillCataloguePrices(value, prices, unknown)
  return {
    ...page,
    meta: fill(page.meta),
    blocks: fill(page.blocks),
    layout: { ...page.layout, header: fill(header), footer: fill(footer) },
  }
}
