/**
 * The body of the site's `POST /api/checkout`, sent by the shop in the browser. It names what is in
 * the cart; prices come from the catalogue on the server, never from the browser.
 */
export interface CheckoutRequest {
  /** Made once per cart content in the browser and reused on every retry: the same cart never makes two orders. */
  idempotencyKey: string
  /**
   * The page the cart was checked out from (a shop page). The server takes the catalogue from this page,
   * as it takes a lead's source from its page: the browser's `catalogId` must be that page's catalogue.
   */
  pageUrl: string
  catalogId: string
  system: { packageId: string } | null
  addons: Array<{ slug: string; quantity: number }>
  buyer?: {
    firstName?: string | null
    lastName?: string | null
    email?: string | null
    phone?: string | null
    /** The ZIP checked in the shop: the order page's form offers it (the order itself has no ZIP, spec §7.4). */
    zip?: string | null
    vId?: string | null
    gclId?: string | null
  }
}

export type CheckoutResult =
  /** The order is created: the buyer goes to the checkout; its number is kept with the cart (placedOrder.ts). */
  { status: 'redirect'; redirectUrl: string; orderNumber?: string } | { status: 'error'; message: string }

export const CHECKOUT_ENDPOINT = '/api/checkout'
