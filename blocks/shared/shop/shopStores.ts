import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import {
  createCartStore,
  createEcommerceStore,
  type CartStoreState,
  type EcommerceState,
  type ShopView,
} from '../../../services/ecommerce/index.ts'
import { CART_STORAGE_KEY, markCartItems } from '../../../services/ecommerce/cartItemsMark.ts'
import { itemCount } from '../../../services/cart/index.ts'
import { usePageContextData, usePartnerHref, useSiteData } from '../../../runtime/render/PageModelContext.tsx'
import { emitSiteEvent } from '../siteEvents.ts'
import { openingViewOfQuery } from './shopViewUrl.ts'

export interface ShopStores {
  ecommerce: StoreApi<EcommerceState>
  cart: StoreApi<CartStoreState>
}

type Persisted = { persist?: { rehydrate(): Promise<void> | void; hasHydrated(): boolean } }

// One pair of stores per browser session (a page load), shared by every shop block on the page. Never
// created on the server, where each render gets fresh in-memory stores.
let browserStores: ShopStores | undefined
let rehydration: Promise<void> | undefined

function storesForBrowser(view: ShopView, cartHref: string): ShopStores {
  if (browserStores) return browserStores
  browserStores = {
    ecommerce: createEcommerceStore(window.localStorage, view),
    cart: createCartStore(window.localStorage, cartHref),
  }
  // A cart changed in another tab (an order placed there emptied it: placedOrder.ts) is read again here, so this
  // page neither shows the old cart nor saves it back over the new one.
  const cart = browserStores.cart as unknown as Persisted
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) void cart.persist?.rehydrate()
  })
  // The blocks shown only with a chosen package or in one view (the customiser) hydrate when those change (their
  // `hydrateOn`): a package chosen, a shop link applied, the saved choice read back, Back and Forward.
  browserStores.ecommerce.subscribe((state, previous) => {
    if (state.selectedPackageId !== previous.selectedPackageId) emitSiteEvent('shop-package-changed')
    if (state.view !== previous.view) emitSiteEvent('shop-view-changed')
  })
  // The header's cart link on this page, and the head boot script's marks on the next (rater report 6, D12).
  browserStores.cart.subscribe((state, previous) => {
    const count = itemCount(state)
    if (count === itemCount(previous)) return
    markCartItems(document.documentElement, count)
    emitSiteEvent('cart-changed')
  })
  return browserStores
}

/** Resolves once the saved shop state has been read back (immediately on the server). */
export function whenShopStoresHydrated(): Promise<void> {
  return rehydration ?? Promise.resolve()
}

/**
 * The shop's stores; the saved cart and package are read once the page has hydrated. They open on the view the
 * request names (the cart of `?view=cart`), so the server's HTML already shows it and the browser hydrates the same.
 */
export function useShopStores(): ShopStores {
  const view = openingViewOfQuery(usePageContextData().query)
  // This shop's cart page (a partner's own on a partner's page): the cart records it for the header's link.
  const cartHref = usePartnerHref()(useSiteData().navigation.header.cartLink.href)
  const [stores] = useState<ShopStores>(() =>
    typeof window === 'undefined'
      ? { ecommerce: createEcommerceStore(undefined, view), cart: createCartStore() }
      : storesForBrowser(view, cartHref),
  )
  useEffect(() => {
    rehydration ??= Promise.all(
      [stores.ecommerce, stores.cart].map((store) =>
        Promise.resolve((store as unknown as Persisted).persist?.rehydrate()),
      ),
    ).then(() => undefined)
  }, [stores])
  return stores
}

export function useEcommerce<T>(selector: (state: EcommerceState) => T): T {
  return useStore(useShopStores().ecommerce, selector)
}

export function useCart<T>(selector: (state: CartStoreState) => T): T {
  return useStore(useShopStores().cart, selector)
}
