import type { PartnerSummary } from '../../runtime/PageModel.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'

/** The shop page a checkout comes from: the catalogue it sells from, and its partner (null on the site's own shop). */
export interface ShopPage {
  catalogId: string
  partner: PartnerSummary | null
}

/**
 * The shop page a checkout comes from: the partner's catalogue on a partner's shop, else the shop's default, exactly
 * as the page's blocks load it (blocks/shared/shop pageCatalogue), with the page's partner (the order page keeps its
 * terms: seventh walkthrough E3). Null when the URL is not a page with a cart, so a cart can only hold what some shop
 * page offers, at that page's prices.
 */
export function shopPageOf(site: SiteRuntime, pageUrl: string, defaultCatalogId: string): ShopPage | null {
  let model
  try {
    model = site.resolve(pageUrl)
  } catch {
    return null
  }
  if (model.status !== 200 || !model.blocks.some((block) => block.type === 'ShopCart')) return null
  const partner = model.context.partner
  return { catalogId: partner?.catalogId ?? defaultCatalogId, partner }
}
