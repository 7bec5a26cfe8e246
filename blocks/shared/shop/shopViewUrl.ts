import type { ShopView } from '../../../services/ecommerce/index.ts'

/**
 * The shop's views as its address names them (rater D6: the URL stayed /shop throughout, so a reload in the cart
 * showed the package page): the package list is the page itself, the chosen package `?view=package`, the customiser
 * `?view=customize`, the cart `?view=cart`. The views stay browser state (the cart lives in this browser): the server
 * renders the cart's frame for `?view=cart` (the route declares that value) and the package list for the others; the
 * shop reads the value once the saved cart is read back. Product pages link to the cart as `/shop?view=cart` (server HTML of the cart); `/shop#cart`, the older link, still opens it.
 */
export type ShopUrlView = 'package' | 'customize' | 'cart'

export const SHOP_VIEW_PARAM = 'view'
const URL_VIEWS: readonly ShopUrlView[] = ['package', 'customize', 'cart']

/** The address's name of a view: null for the package list (browsing with no package chosen). */
export function urlViewOf(view: ShopView, packageId: string | null): ShopUrlView | null {
  if (view === 'browse') return packageId ? 'package' : null
  return view
}

/**
 * The view a page opens on, from its request's declared query: the cart for `?view=cart` (its frame is server HTML, so
 * a reload in the cart never shows the package list first); every other view needs the saved package or cart, which
 * only the browser has, so the page opens on the list and the shop moves to that view once they are read back.
 */
export function openingViewOfQuery(query: Readonly<Record<string, string>>): ShopView {
  return query[SHOP_VIEW_PARAM] === 'cart' ? 'cart' : 'browse'
}

/** The fragment of the links to the cart (`/shop#cart`, the cart block's id), older than the view values. */
export const CART_FRAGMENT = '#cart'

/** The view an address names, or null (the list, or a value the shop does not know); `#cart` names the cart. */
export function urlViewOfHref(href: string): ShopUrlView | null {
  const url = new URL(href)
  const value = url.searchParams.get(SHOP_VIEW_PARAM)
  return URL_VIEWS.find((view) => view === value) ?? (url.hash === CART_FRAGMENT ? 'cart' : null)
}

/** Where a history entry of the shop keeps its view (shopHistory.ts); a reload or a return keeps the entries. */
export const SHOP_HISTORY_KEY = 'harborShop'

/** Whether a history entry's state is one of the shop's views. */
export function isShopEntry(state: unknown): boolean {
  const entry = (state as Record<string, unknown> | null)?.[SHOP_HISTORY_KEY]
  return Boolean(entry) && typeof entry === 'object'
}
