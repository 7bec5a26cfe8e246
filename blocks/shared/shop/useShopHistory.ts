import { useEffect } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import type { CartStoreState, EcommerceState } from '../../../services/ecommerce/index.ts'
import { CART_FRAGMENT, isShopEntry, urlViewOf, urlViewOfHref, type ShopUrlView } from './shopViewUrl.ts'
import { whenShopStoresHydrated } from './shopStores.ts'
import { focusHeadingOfNextView } from './viewHeadingFocus.ts'
import type { ShopHistory } from './shopHistory.ts'

/** Opens the view the address names, as far as the saved cart allows (see useShopHistory). */
function openNamedView(
  named: ShopUrlView | null,
  { ecommerce, cart }: { ecommerce: StoreApi<EcommerceState>; cart: StoreApi<CartStoreState> },
): void {
  const state = ecommerce.getState()
  if (named === 'cart') state.setView('cart')
  else if (named === 'customize' && cart.getState().system) state.setView('customize')
  else if (named !== 'package' && state.selectedPackageId) state.clearSelectedPackage()
}

/**
 * The shop's views (package list, chosen package, customiser, cart) are one page with an address each
 * (shopViewUrl.ts). Once the saved cart and package are read back, the page shows the view its address names; one it
 * cannot show (the customiser of an empty cart), and the page's own address, show the package list (the package chosen
 * earlier stays only in `?view=package`, the cart keeps its contents). Each change the visitor makes moves the focus
 * to the new view's heading (viewHeadingFocus.ts), as does following a link to `/shop#cart`, and becomes a history
 * entry: that code (shopHistory.ts) loads when first needed, so a visit that stays on the package list does not load it
 * (issue 25: /shop's JavaScript before interaction).
 */
export function useShopHistory(stores: { ecommerce: StoreApi<EcommerceState>; cart: StoreApi<CartStoreState> }): void {
  const { ecommerce, cart } = stores
  useEffect(() => {
    let active = true
    let restoring = false
    const restore = (apply: () => void) => {
      restoring = true
      try {
        apply()
      } finally {
        restoring = false
      }
    }
    let history: Promise<ShopHistory | null> | undefined
    // Without its history a view still shows; only Back and Forward would not walk it (a chunk gone after a deploy).
    const started = () =>
      (history ??= import('./shopHistory.ts').then(
        ({ startShopHistory }) => (active ? startShopHistory(ecommerce, restore) : null),
        () => null,
      ))

    void whenShopStoresHydrated().then(() => {
      if (!active) return
      const named = urlViewOfHref(window.location.href)
      // A link to the cart (a product page's "View cart") leads the visitor on from the cart's heading.
      if (named === 'cart' && window.location.hash === CART_FRAGMENT) focusHeadingOfNextView('cart')
      restore(() => openNamedView(named, { ecommerce, cart }))
      if (named || isShopEntry(window.history.state))
        void started().then((shopHistory) => shopHistory?.replaceCurrent())
    })

    const unsubscribe = ecommerce.subscribe((state, previous) => {
      if (restoring) return
      if (state.view === previous.view && state.selectedPackageId === previous.selectedPackageId) return
      focusHeadingOfNextView(urlViewOf(state.view, state.selectedPackageId))
      void started().then((shopHistory) => shopHistory?.changed(state, previous))
    })
    return () => {
      active = false
      unsubscribe()
      void history?.then((shopHistory) => shopHistory?.stop())
    }
  }, [ecommerce, cart])
}
