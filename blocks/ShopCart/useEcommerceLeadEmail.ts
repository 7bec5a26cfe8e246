import { useEffect } from 'react'
import { ECOMM_VISIT_KEY } from '../../services/ecommerce/index.ts'
import { useShopStores, whenShopStoresHydrated } from '../shared/shop/shopStores.ts'

/**
 * On every shop visit: keep the lead e-mail, or make a new one when the lead source changed or this
 * browser session has not visited the shop yet (spec §3.6), then mark the session as visited.
 */
export function useEcommerceLeadEmail(leadSource: string, domain: string): void {
  const { ecommerce } = useShopStores()
  useEffect(() => {
    let cancelled = false
    void whenShopStoresHydrated().then(() => {
      if (cancelled) return
      const sessionHasVisit = window.sessionStorage.getItem(ECOMM_VISIT_KEY) !== null
      ecommerce.getState().ensureLeadEmail({ leadSource, domain, sessionHasVisit, newId: () => crypto.randomUUID() })
      window.sessionStorage.setItem(ECOMM_VISIT_KEY, 'true')
    })
    return () => {
      cancelled = true
    }
  }, [ecommerce, leadSource, domain])
}
