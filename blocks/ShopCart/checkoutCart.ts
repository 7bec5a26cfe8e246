import type { StoreApi } from 'zustand/vanilla'
import type { PageContextData } from '../../runtime/PageModel.ts'
import { submitLead } from '../../services/leads/client.ts'
import type { CartStoreState, EcommerceState, SubmitEcommLead } from '../../services/ecommerce/index.ts'
// Not through the index: the shop's first chunk takes what the index reaches, and only the checkout sends the lead.
import { ecommerceLeadRequest } from '../../services/ecommerce/ecommerceLead.ts'
import type { CheckoutResult } from '../../services/checkout/index.ts'
import type { ShopCatalogueMeta } from '../shared/shop/ShopCatalogueData.ts'
import { startCheckout } from '../shared/shop/startCheckout.ts'
import { leadAttributionFrom, leadPageFrom } from '../shared/contact/leadPage.ts'
import { rememberContact } from '../shared/contact/rememberedContact.ts'

export interface CheckoutDeps {
  cart: StoreApi<CartStoreState>
  ecommerce: StoreApi<EcommerceState>
  catalogue: ShopCatalogueMeta
  page: PageContextData
  formId: string
  submitEcommLead: SubmitEcommLead
  newId: () => string
}

/**
 * Sends the e-commerce lead once (its failure never blocks the order, spec §4.7, §8), then asks the
 * server for the order with the cart's idempotency key, so a retry of the same cart finds the same order.
 */
export async function checkoutCart(deps: CheckoutDeps): Promise<CheckoutResult> {
  const cart = deps.cart.getState()
  const ecommerce = deps.ecommerce.getState()
  const email = ecommerce.leadEmail
  if (email) {
    // One lead per generated e-mail (its key is made from it).
    const lead = ecommerceLeadRequest({
      email,
      zip: ecommerce.postalCode ?? '',
      selectedPackage: ecommerce.selectedPackage,
      leadSource: deps.catalogue.leadSource,
      formId: deps.formId,
      page: leadPageFrom(deps.page),
    })
    await ecommerce.submitEcommerceLead(deps.submitEcommLead, lead)
  }
  // The order page offers the ZIP the buyer checked in the shop (issue 25: it asked again).
  rememberContact({ zip: ecommerce.postalCode ?? '' })
  return startCheckout({
    idempotencyKey: cart.checkoutKey(deps.newId),
    catalogId: cart.system?.catalogId ?? deps.catalogue.catalogId,
    system: cart.system ? { packageId: cart.system.packageId } : null,
    addons: cart.addons.map((addon) => ({ slug: addon.slug, quantity: addon.quantity })),
    // A checked ZIP only: the order page offers it back; a half-typed one is not sent (the server would refuse it).
    buyer: { email, zip: /^\d{5}$/.test(ecommerce.postalCode ?? '') ? ecommerce.postalCode : null },
  })
}

/** The e-commerce lead through the shared lead client, with the browser's attribution (google_client_d etc.). */
export function sendWithAttribution(site: Parameters<typeof leadAttributionFrom>[0]): SubmitEcommLead {
  return (request) => submitLead({ ...request, attribution: leadAttributionFrom(site) })
}
