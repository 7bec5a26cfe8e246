import { useSyncExternalStore } from 'react'
import {
  CART_STORAGE_KEY,
  markCartItems,
  markedCartItems,
  storedCartHref,
  storedCartItemCount,
} from '../../services/ecommerce/cartItemsMark.ts'
import { onSiteEvent } from '../shared/siteEvents.ts'

/**
 * The number of pieces in the browser's cart, as the marks on <html> say it (cartItemsMark.ts): set by the head boot
 * script, kept current by the shop's cart store on this page (`cart-changed`) and here for a cart changed in another
 * tab (`storage`). 0 on the server and while hydrating, so the island hydrates to the server's HTML; the marks, not
 * this number, decide whether the link shows, so nothing flashes meanwhile.
 */
export function useCartItems(): number {
  return useSyncExternalStore(subscribe, () => markedCartItems(document.documentElement), noCartOnServer)
}

const noCartOnServer = () => 0

/** The saved cart's text; null where the browser keeps no storage for the site. */
function savedCart(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * Where the header's cart link goes: the shop the saved cart was built in (a partner's shop for a partner's cart), or
 * `fallback` (the page's own cart link) for a cart that recorded none, on the server and while hydrating.
 */
export function useCartHref(fallback: string): string {
  return useSyncExternalStore(
    subscribe,
    () => storedCartHref(savedCart()) ?? fallback,
    () => fallback,
  )
}

function subscribe(onChange: () => void): () => void {
  const offCartChanged = onSiteEvent('cart-changed', onChange)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return
    // A null key: another tab cleared the site's storage.
    markCartItems(document.documentElement, storedCartItemCount(event.newValue))
    onChange()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    offCartChanged()
    window.removeEventListener('storage', onStorage)
  }
}
