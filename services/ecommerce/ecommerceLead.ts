import type { LeadAttribution, LeadPage, LeadRequest } from '../leads/contract.ts'

/**
 * The shop's e-commerce lead (spec §3.6, §4.7, §7.1 item 2), as the scripted cart's Checkout sends it
 * (blocks/ShopCart/checkoutCart.ts) and as the server sends it for a package ordered without scripts
 * (server/checkout/packageOrderLead.server.ts): the generated lead e-mail as the only contact besides the ZIP, the
 * chosen package's name and the shop's lead source. One lead per lead e-mail: its key is made from it.
 */
export function ecommerceLeadRequest(input: {
  email: string
  zip: string
  selectedPackage: string | null
  leadSource: string
  formId: string
  page: LeadPage
  attribution?: LeadAttribution
}): LeadRequest {
  const { email, zip, selectedPackage, leadSource, formId, page, attribution } = input
  return {
    // The server's key format allows letters, digits, - and _ only.
    idempotencyKey: `ecomm-${email.replace(/[^A-Za-z0-9_-]/g, '-')}`,
    formId,
    kind: 'ecommerce',
    page,
    contact: { firstName: '', lastName: '', email, phone: '', zip },
    answers: { selectedPackage, leadSource },
    ...(attribution ? { attribution } : {}),
  }
}
