import { useEffect } from 'react'
import type { PartnerSummary } from '../../runtime/PageModel.ts'
import type { PartnerData } from '../../services/catalogue/index.ts'
import { ECOMM_VISIT_KEY } from '../../services/ecommerce/index.ts'
import type { ShopCatalogueMeta } from '../shared/shop/ShopCatalogueData.ts'
import { useShopStores, whenShopStoresHydrated } from '../shared/shop/shopStores.ts'

/** The partner as the e-commerce state keeps it (spec §3.5 field names). */
export function partnerDataOf(partner: PartnerSummary | null): PartnerData | null {
  if (!partner) return null
  const { name, catalogId, leadSource, routeName, phone, emailrep } = partner
  return { name, catalogId, Enabled: true, leadSource, routeName, phone, emailrep }
}

/**
 * On every shop visit, once the saved state is back: record the page's catalogue and partner, keep the
 * lead e-mail or make a new one when the lead source changed or this browser session has not visited the
 * shop yet (spec §3.6), then mark the session as visited.
 */
export function useShopVisit(catalogue: ShopCatalogueMeta, partner: PartnerSummary | null, domain: string): void {
  const { ecommerce } = useShopStores()
  const { catalogId, leadSource, checkoutFlow } = catalogue
  useEffect(() => {
    let cancelled = false
    void whenShopStoresHydrated().then(() => {
      if (cancelled) return
      const state = ecommerce.getState()
      state.setCatalogue({ catalogId, leadSource, checkoutFlow })
      state.setPartnerData(partnerDataOf(partner))
      const sessionHasVisit = window.sessionStorage.getItem(ECOMM_VISIT_KEY) !== null
      state.ensureLeadEmail({ leadSource, domain, sessionHasVisit, newId: () => crypto.randomUUID() })
      window.sessionStorage.setItem(ECOMM_VISIT_KEY, 'true')
    })
    return () => {
      cancelled = true
    }
  }, [ecommerce, catalogId, leadSource, checkoutFlow, partner, domain])
}
