/**
 * How many pieces the browser's saved cart holds, as marks on <html> the header's cart link keys on (rater report 6,
 * D12: with a package in the cart, no page but /shop said so). The head boot script sets them before the first paint
 * from the saved cart, so the server's HTML, which cannot know the cart, shows no link to a browser without one and
 * the link with its number to a browser with one, before any island has loaded; the shop's cart store keeps them
 * current while the visitor shops. The cart's code (zustand, the shop's chunks) never loads for this.
 */

/** Where the shop's cart store saves the cart (zustand's persist: `{"state":{system, addons}, "version"}`). */
export const CART_STORAGE_KEY = 'harbor-cart'

/** The number of pieces in the saved cart, on <html>; absent while the cart is empty. */
export const CART_ITEMS_ATTRIBUTE = 'data-cart-items'

/** The same number as a CSS string (`"2"`), for the link's `content:` before and after its island hydrates. */
export const CART_ITEMS_PROPERTY = '--cart-items'

/**
 * The pieces of a saved cart, as the cart counts them (services/cart `itemCount`: the package is one, each add-on its
 * quantity); 0 for no cart or one this code cannot read.
 */
export function storedCartItemCount(saved: string | null): number {
  try {
    const state = (JSON.parse(saved ?? 'null') as { state?: SavedCart } | null)?.state
    if (!state) return 0
    const addons = Array.isArray(state.addons) ? state.addons : []
    return (state.system ? 1 : 0) + addons.reduce((sum, addon) => sum + (Number(addon?.quantity) || 0), 0)
  } catch {
    return 0
  }
}

interface SavedCart {
  system?: unknown
  addons?: Array<{ quantity?: unknown } | null>
  cartHref?: unknown
}

/**
 * The page of the shop the saved cart was built in (`/shop/dallas-dealer?view=cart`: a partner's cart holds the
 * partner's prices), for the header's link; null when none is recorded or it is not a path of this site.
 */
export function storedCartHref(saved: string | null): string | null {
  try {
    const href = (JSON.parse(saved ?? 'null') as { state?: SavedCart } | null)?.state?.cartHref
    return typeof href === 'string' && /^\/(?![/\\])/.test(href) ? href : null
  } catch {
    return null
  }
}

/** Sets (or, for an empty cart, removes) the marks on `root`, the document's <html>. */
export function markCartItems(root: HTMLElement, count: number): void {
  if (count > 0) {
    root.setAttribute(CART_ITEMS_ATTRIBUTE, String(count))
    root.style.setProperty(CART_ITEMS_PROPERTY, `"${count}"`)
  } else {
    root.removeAttribute(CART_ITEMS_ATTRIBUTE)
    root.style.removeProperty(CART_ITEMS_PROPERTY)
  }
}

/** The number the marks on `root` say (0 without them): what the header's link reads once it has hydrated. */
export function markedCartItems(root: HTMLElement): number {
  return Number(root.getAttribute(CART_ITEMS_ATTRIBUTE)) || 0
}

/**
 * ES5 statements for the head boot script (it cannot import): storedCartItemCount and markCartItems again, in a try
 * of their own so an unreadable cart stops nothing else. cartItemsMark.test.ts runs them against the functions.
 */
export const CART_ITEMS_BOOT_SCRIPT =
  `try{var c=JSON.parse(window.localStorage.getItem('${CART_STORAGE_KEY}')||'null'),cs=c&&c.state,n=0;` +
  `if(cs){if(cs.system)n=1;if(Object.prototype.toString.call(cs.addons)==='[object Array]')` +
  `for(var i=0;i<cs.addons.length;i++)n+=(cs.addons[i]&&Number(cs.addons[i].quantity))||0;}` +
  `if(n>0){document.documentElement.setAttribute('${CART_ITEMS_ATTRIBUTE}',String(n));` +
  `document.documentElement.style.setProperty('${CART_ITEMS_PROPERTY}','"'+n+'"');}}catch(e){}`
