import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'

/**
 * The catalogue of the shop page a checkout comes from: the partner's on a partner's shop, else the
 * shop's default, exactly as the page's blocks load it (blocks/shared/shop pageCatalogue). Null when the
 * URL is not a page with a cart, so a cart can only hold what some shop page offers, at that page's prices.
 */
export function shopPageCatalogId(site: SiteRuntime, pageUrl: string, defaultCatalogId: string): string | null {
  let model
  try {
    model = site.resolve(pageUrl)
  } catch {
    return null
  }
  if (model.status !== 200 || !model.blocks.some((block) => block.type === 'ShopCart')) return null
  return model.context.partner?.catalogId ?? defaultCatalogId
}
