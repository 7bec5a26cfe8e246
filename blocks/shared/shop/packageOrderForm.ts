/**
 * A package card's "Choose …" control is a form posted to the shop page itself, so a visitor whose scripts do not
 * run (blocked, failed) still reaches the order of that package (server/checkout/packageOrderPosts.server.ts). With
 * scripts the shop takes the submit and opens the package, as before. Pure: the form and the server share the names.
 *
 * The choice is the button's own name and value, "{catalogue} {package} {key}" (ids and keys hold no spaces): the
 * page's catalogue, which the server checks against the page's, and the checkout's idempotency key, so a second press
 * (or Back and press again on the same page) finds the same order. No hidden inputs: nothing more for the page to carry.
 */
export const ORDER_CHOICE_FIELD = 'orderPackage'

export interface OrderChoice {
  catalogId: string
  packageId: string
  orderKey: string
}

export const orderChoiceValue = ({ catalogId, packageId, orderKey }: OrderChoice): string =>
  `${catalogId} ${packageId} ${orderKey}`

/** The choice a posted value names; '' for a part it lacks (the server refuses it as it refuses any wrong value). */
export function orderChoiceOf(value: string): OrderChoice {
  const [catalogId = '', packageId = '', orderKey = ''] = value.split(' ')
  return { catalogId, packageId, orderKey }
}

/**
 * A fresh key for each server render of a card (the shop renders per request, so each visit gets its own); '' in the
 * browser, whose submit never posts (the shop takes it), so no key is made there and hydration keeps the server's.
 */
export function serverOrderKey(): string {
  return typeof window === 'undefined' ? `shop-${globalThis.crypto.randomUUID()}` : ''
}
