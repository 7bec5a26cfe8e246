/**
 * A package card's "Choose …" control is a form posted to the shop page itself, so a visitor whose scripts do not
 * run (blocked, failed) still reaches the order of that package (server/checkout/packageOrderPosts.server.ts). With
 * scripts the shop takes the submit and opens the package, as before. Pure: the form and the server share the names.
 */
export const ORDER_PACKAGE_FIELD = 'orderPackage'
export const ORDER_CATALOGUE_FIELD = 'orderCatalogue'
/** The checkout's idempotency key: a second press (or Back and press again) finds the same order. */
export const ORDER_KEY_FIELD = 'orderKey'

/**
 * A fresh key for each server render of a card (the shop renders per request, so each visit gets its own); '' in the
 * browser, whose submit never posts (the shop takes it), so no key is made there and hydration keeps the server's.
 */
export function serverOrderKey(): string {
  return typeof window === 'undefined' ? `shop-${globalThis.crypto.randomUUID()}` : ''
}
