import { useCallback, useEffect, useRef } from 'react'
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
 * shop yet (spec §3.6), then mark the session as visited. Returns a function whose promise settles once that is
 * done.
 */
export function useShopVisit(
  catalogue: ShopCatalogueMeta,
  partner: PartnerSummary | null,
  domain: string,
): () => Promise<void> {
  const { ecommerce } = useShopStores()
  const { catalogId, leadSource, checkoutFlow } = catalogue
  const recorded = useRef<Promise<void>>(Promise.resolve())
  useEffect(() => {
    let cancelled = false
    recorded.current = whenShopStoresHydrated().then(() => {
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
  // A checkout pressed the moment the cart hydrates waits for the visit's lead e-mail, so its lead is sent.
  return useCallback(() => recorded.current, [])
}
