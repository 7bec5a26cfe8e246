/**
 * A placed order empties the cart it was made from (issue 25). The checkout may be another site (a real hosted
 * checkout), which cannot reach this site's saved cart, so the order's number comes back in the address of the
 * confirmation's return link (`/shop?view=cart&placed=HB123`); the head boot script of that page empties the saved
 * cart there, before the first paint, when that cart is still exactly what was ordered, and other tabs follow through
 * the `storage` event. The embedded checkout host, on this site, does the same as soon as it shows the confirmation.
 * A cart the buyer changed after starting checkout is kept: it is no longer the order.
 */
import type { CartState } from '../cart/index.ts'
import { CART_STORAGE_KEY } from './cartItemsMark.ts'

/** The query value of the return link that names the placed order. */
export const PLACED_ORDER_PARAM = 'placed'

/** What makes two carts the same order: the package and each add-on with its quantity. */
export function cartFingerprint(state: Pick<CartState, 'system' | 'addons'>): string {
  return JSON.stringify([
    state.system?.catalogId ?? null,
    state.system?.packageId ?? null,
    state.addons.map((a) => [a.slug, a.quantity]),
  ])
}

/** The last checkout key, the cart it was made for and, once created, the order's number (the cart store keeps it). */
export interface CheckoutAttempt {
  key: string
  fingerprint: string
  orderNumber?: string
}

/** The saved cart's fields this rule reads (the cart store's persisted state). */
interface SavedCartState {
  system: CartState['system']
  addons: CartState['addons']
  checkoutAttempt?: CheckoutAttempt | null
  /** The order the cart was emptied for, so the return page can say it is placed. */
  placedOrder?: string | null
}

/**
 * The saved cart to write once `orderNumber` is placed: empty, naming the order, when the saved cart is the one that
 * order was made from and unchanged since; null when nothing is to change (another order, a changed cart, none).
 */
export function savedCartAfterOrder(saved: string | null, orderNumber: string): string | null {
  try {
    const parsed = JSON.parse(saved ?? 'null') as { state?: SavedCartState; version?: number } | null
    const state = parsed?.state
    const attempt = state?.checkoutAttempt
    if (!state || !orderNumber || attempt?.orderNumber !== orderNumber) return null
    const addons = Array.isArray(state.addons) ? state.addons : []
    if (attempt.fingerprint !== cartFingerprint({ system: state.system, addons })) return null
    const emptied = { ...state, system: null, addons: [], checkoutAttempt: null, placedOrder: orderNumber }
    return JSON.stringify({ ...parsed, state: emptied })
  } catch {
    return null
  }
}

/** Empties the saved cart in `storage` (localStorage) when `orderNumber` was made from it, as the return page does. */
export function settlePlacedOrder(storage: Pick<Storage, 'getItem' | 'setItem'>, orderNumber: string): void {
  const next = savedCartAfterOrder(storage.getItem(CART_STORAGE_KEY), orderNumber)
  if (next !== null) storage.setItem(CART_STORAGE_KEY, next)
}

/**
 * What the return page says of the order the address names: `emptied` (the cart was that order and is empty now),
 * `kept` (the cart was changed after checkout started, so it stays), or null (not an order of this cart).
 */
export function placedOrderOutcome(state: SavedCartState, orderNumber: string | null): 'emptied' | 'kept' | null {
  if (!orderNumber) return null
  const empty = !state.system && !state.addons?.length
  if (state.placedOrder === orderNumber && empty) return 'emptied'
  if (state.checkoutAttempt?.orderNumber === orderNumber) return 'kept'
  return null
}

/**
 * savedCartAfterOrder and settlePlacedOrder again as ES5 statements for the head boot script (it cannot import), in a
 * try of their own and before the cart's marks are read, so the header never shows an ordered cart.
 * placedOrder.test.ts runs them against the functions.
 */
export const PLACED_ORDER_BOOT_SCRIPT =
  `try{var po=new URLSearchParams(location.search).get('${PLACED_ORDER_PARAM}');if(po){` +
  `var pc=JSON.parse(window.localStorage.getItem('${CART_STORAGE_KEY}')||'null'),ps=pc&&pc.state,pa=ps&&ps.checkoutAttempt;` +
  `if(pa&&pa.orderNumber===po){var py=ps.system,pd=Object.prototype.toString.call(ps.addons)==='[object Array]'?ps.addons:[],pm=[];` +
  `for(var pi=0;pi<pd.length;pi++)pm.push([pd[pi].slug,pd[pi].quantity]);` +
  `if(pa.fingerprint===JSON.stringify([py&&py.catalogId!=null?py.catalogId:null,py&&py.packageId!=null?py.packageId:null,pm])){` +
  `ps.system=null;ps.addons=[];ps.checkoutAttempt=null;ps.placedOrder=po;` +
  `window.localStorage.setItem('${CART_STORAGE_KEY}',JSON.stringify(pc));}}}}catch(e){}`
