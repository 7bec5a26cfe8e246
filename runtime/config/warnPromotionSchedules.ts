import type { SiteRuntime } from '../SiteRuntime.ts'
import { namesPromotion } from '../../services/schedule/promotionSchedule.ts'
import type { PriceCatalogues } from './checkPrices.ts'
import { type IssueSink, PRICE_PROMOTIONS_FILE, ROUTES_FILE } from './IssueSink.ts'

/**
 * A block scheduled by a promotion on a page whose catalogue the promotion does not apply to (its `catalogues`)
 * shows the sale's dates where no price is lowered: "25% off every camera" beside the regular prices. A warning,
 * not an error: the dates may be meant as a calendar only. Once per block, naming the catalogues it is shown with.
 */
export function warnPromotionSchedulesOffCatalogue(
  runtime: SiteRuntime,
  catalogues: Pick<PriceCatalogues, 'defaultCatalogId'>,
  warn: IssueSink,
): void {
  const promotions = new Map(runtime.config.pricePromotions.promotions.map((p) => [p.id, p]))
  const partners = new Map(runtime.config.partners.partners.map((p) => [p.id, p]))
  const offCatalogue = new Map<string, { at: Array<string | number>; promotion: string; ids: Set<string> }>()
  for (const route of runtime.routes) {
    const catalogId = (route.partner && partners.get(route.partner.id)?.catalogId) ?? catalogues.defaultCatalogId
    route.config.blocks.forEach((block, b) => {
      if (!block.schedule || !namesPromotion(block.schedule)) return
      const applies = promotions.get(block.schedule.promotion)?.catalogues
      // An unknown promotion is checkSchedules' error; one without `catalogues` applies to every catalogue.
      if (!applies || applies.includes(catalogId)) return
      const at = ['routes', route.index, 'blocks', b, 'schedule', 'promotion']
      const key = at.join('.')
      const entry = offCatalogue.get(key) ?? { at, promotion: block.schedule.promotion, ids: new Set<string>() }
      entry.ids.add(catalogId)
      offCatalogue.set(key, entry)
    })
  }
  for (const { at, promotion, ids } of offCatalogue.values())
    warn(
      ROUTES_FILE,
      at,
      `the promotion "${promotion}" applies to the catalogues ${promotions.get(promotion)!.catalogues!.join(', ')} (${PRICE_PROMOTIONS_FILE}), not to this page's ${[...ids].join(', ')}: the block shows the sale's dates where its prices are the regular ones`,
      promotion,
    )
}
