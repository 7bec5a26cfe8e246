import type { StoreApi } from 'zustand/vanilla'
import type { PartnerSummary } from '../../runtime/PageModel.ts'
import type { PartnerData } from '../../services/catalogue/index.ts'
import { ECOMM_VISIT_KEY, type EcommerceState } from '../../services/ecommerce/index.ts'
import type { ShopCatalogueMeta } from '../shared/shop/ShopCatalogueData.ts'

/** The partner as the e-commerce state keeps it (spec §3.5 field names). */
export function partnerDataOf(partner: PartnerSummary | null): PartnerData | null {
  if (!partner) return null
  const { name, catalogId, leadSource, routeName, phone, emailrep } = partner
  return { name, catalogId, Enabled: true, leadSource, routeName, phone, emailrep }
}

/**
 * Records the shop visit the checkout goes on from, with the saved state read back: the page's catalogue and partner,
 * the lead e-mail kept, or made anew when the lead source changed or this browser session has not visited the shop yet
 * (spec §3.6), then the session marked as visited. Only the checkout reads these values (checkoutCart.ts), so they are
 * recorded as it starts, by the cart's code, not with every opening of /shop (issue 25: its JavaScript before
 * interaction); each checkout is of the shop page it is pressed on, as each visit was.
 */
export function recordShopVisit(
  ecommerce: StoreApi<EcommerceState>,
  { catalogId, leadSource, checkoutFlow }: ShopCatalogueMeta,
  partner: PartnerSummary | null,
  domain: string,
): void {
  const state = ecommerce.getState()
  state.setCatalogue({ catalogId, leadSource, checkoutFlow })
  state.setPartnerData(partnerDataOf(partner))
  const sessionHasVisit = window.sessionStorage.getItem(ECOMM_VISIT_KEY) !== null
  state.ensureLeadEmail({ leadSource, domain, sessionHasVisit, newId: () => crypto.randomUUID() })
  window.sessionStorage.setItem(ECOMM_VISIT_KEY, 'true')
}
