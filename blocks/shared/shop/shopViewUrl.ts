import type { ShopView } from '../../../services/ecommerce/index.ts'

/**
 * The shop's views as its address names them (rater D6: the URL stayed /shop throughout, so a reload in the cart
 * showed the package page): the package list is the page itself, the chosen package `?view=package`, the customiser
 * `?view=customize`, the cart `?view=cart`. The views stay browser state (the cart lives in this browser), so the
 * server renders the same page for each; the shop reads the value once the saved cart is read back.
 */
export type ShopUrlView = 'package' | 'customize' | 'cart'

export const SHOP_VIEW_PARAM = 'view'
const URL_VIEWS: readonly ShopUrlView[] = ['package', 'customize', 'cart']

/** The address's name of a view: null for the package list (browsing with no package chosen). */
export function urlViewOf(view: ShopView, packageId: string | null): ShopUrlView | null {
  if (view === 'browse') return packageId ? 'package' : null
  return view
}

/** The view an address names, or null (the list, or a value the shop does not know). */
export function urlViewOfHref(href: string): ShopUrlView | null {
  const value = new URL(href).searchParams.get(SHOP_VIEW_PARAM)
  return URL_VIEWS.find((view) => view === value) ?? null
}

/**
 * The address of `view` from the current one: only the view value changes (utm_* and the like stay); the fragment
 * is dropped, since it pointed into the view being left ("/shop#cart" opens the cart once).
 */
export function hrefOfView(href: string, view: ShopUrlView | null): string {
  const url = new URL(href)
  if (view) url.searchParams.set(SHOP_VIEW_PARAM, view)
  else url.searchParams.delete(SHOP_VIEW_PARAM)
  return `${url.pathname}${url.search}`
}
