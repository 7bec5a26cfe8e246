import { EMPTY_CART, addAddon, addSystem, type CartState } from '../../services/cart/index.ts'
import {
  cartProductFromAddOn,
  cartSystemFromPackage,
  findPackageRecord,
  type Catalogue,
} from '../../services/catalogue/index.ts'
import type { CheckoutRequest } from '../../services/checkout/contract.ts'
import { buyerProblem } from './buyerSchema.server.ts'

export class InvalidCheckoutRequest extends Error {}

const MAX_QUANTITY = 99
/** Add-on units in one order: far above any home's needs, far below a forged $7.9 M cart (issue 20). */
export const MAX_TOTAL_QUANTITY = 100
/** The largest order total taken online; bigger orders are a sales call, not a web checkout. */
export const MAX_ORDER_SUBTOTAL = 25_000

/** Checks the request's shape; the messages name the field for the browser's log. */
export function parseCheckoutRequest(body: unknown): CheckoutRequest {
  const b = body as Partial<CheckoutRequest> | null
  if (!b || typeof b !== 'object') throw new InvalidCheckoutRequest('body must be a JSON object')
  if (typeof b.idempotencyKey !== 'string' || !/^[A-Za-z0-9-]{8,80}$/.test(b.idempotencyKey))
    throw new InvalidCheckoutRequest('idempotencyKey must be 8-80 letters, digits or dashes')
  if (typeof b.pageUrl !== 'string' || b.pageUrl.length > 2000 || !/^(https?:\/\/\S+|\/\S*)$/.test(b.pageUrl))
    throw new InvalidCheckoutRequest('pageUrl must be the URL of the shop page')
  if (typeof b.catalogId !== 'string' || !b.catalogId) throw new InvalidCheckoutRequest('catalogId is required')
  if (b.system !== null && (typeof b.system !== 'object' || typeof b.system?.packageId !== 'string'))
    throw new InvalidCheckoutRequest('system must be null or {packageId}')
  if (!Array.isArray(b.addons)) throw new InvalidCheckoutRequest('addons must be a list')
  for (const addon of b.addons) {
    if (typeof addon?.slug !== 'string' || !Number.isInteger(addon.quantity) || addon.quantity < 1)
      throw new InvalidCheckoutRequest(`every add-on needs a slug and a quantity from 1 to ${MAX_QUANTITY}`)
  }
  // One line per item before the caps: 99 + 1 of one item is 100 of it (issue 28).
  const addons = mergeRepeatedAddons(b.addons)
  if (addons.some((addon) => addon.quantity > MAX_QUANTITY))
    throw new InvalidCheckoutRequest(`every add-on needs a slug and a quantity from 1 to ${MAX_QUANTITY}`)
  if (addons.reduce((sum, addon) => sum + addon.quantity, 0) > MAX_TOTAL_QUANTITY)
    throw new InvalidCheckoutRequest(`an order holds at most ${MAX_TOTAL_QUANTITY} add-on units`)
  const problem = buyerProblem(b.buyer)
  if (problem) throw new InvalidCheckoutRequest(problem)
  return { ...(b as CheckoutRequest), addons }
}

/** The add-ons with each slug once, its quantities added up, in the order the slugs first appear. */
function mergeRepeatedAddons(addons: CheckoutRequest['addons']): CheckoutRequest['addons'] {
  const bySlug = new Map<string, number>()
  for (const { slug, quantity } of addons) bySlug.set(slug, (bySlug.get(slug) ?? 0) + quantity)
  return [...bySlug].map(([slug, quantity]) => ({ slug, quantity }))
}

/** The cart rebuilt from the catalogue: names, ids and prices are the catalogue's, quantities the buyer's. */
export function cartFromRequest(request: CheckoutRequest, catalogue: Catalogue): CartState {
  let cart = EMPTY_CART
  if (request.system) {
    const record = findPackageRecord(catalogue, request.system.packageId)
    if (!record) throw new InvalidCheckoutRequest(`unknown package "${request.system.packageId}"`)
    cart = addSystem(cart, cartSystemFromPackage(record, catalogue))
  }
  const bySlug = new Map(catalogue.addOnItems.map((item) => [item.slug, item]))
  for (const { slug, quantity } of request.addons) {
    const item = bySlug.get(slug)
    if (!item) throw new InvalidCheckoutRequest(`unknown product "${slug}"`)
    cart = addAddon(cart, cartProductFromAddOn(item), quantity)
  }
  return cart
}
