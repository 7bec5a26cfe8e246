import { useEffect } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import type { ShopPackage } from '../../../services/catalogue/index.ts'
import type { CartStoreState, EcommerceState, ShopView } from '../../../services/ecommerce/index.ts'
import { hrefOfView, urlViewOf, urlViewOfHref } from './shopViewUrl.ts'
import { whenShopStoresHydrated } from './shopStores.ts'
import { focusHeadingOfNextView } from './viewHeadingFocus.ts'

/** What a history entry of the shop remembers: its view and the package chosen in it (to choose it again). */
interface ShopEntry {
  view: ShopView
  packageId: string | null
  pkg: ShopPackage | null
}

const KEY = 'harborShop'

function entryOf(state: unknown): ShopEntry | null {
  const entry = (state as Record<string, unknown> | null)?.[KEY]
  return entry && typeof entry === 'object' ? (entry as ShopEntry) : null
}

function withEntry(entry: ShopEntry): Record<string, unknown> {
  const current = window.history.state as Record<string, unknown> | null
  return { ...(current ?? {}), [KEY]: entry }
}

const entryFor = (state: EcommerceState): ShopEntry => ({
  view: state.view,
  packageId: state.selectedPackageId,
  pkg: state.selectedPackageId ? state.selectedPackageData : null,
})
const LIST: ShopEntry = { view: 'browse', packageId: null, pkg: null }
const hrefOf = (entry: ShopEntry) => hrefOfView(window.location.href, urlViewOf(entry.view, entry.packageId))

/**
 * The shop's views (package list, chosen package, customiser, cart) are one page. Each has its address
 * (shopViewUrl.ts) and each change of view is a history entry, so Back and Forward walk them and a reload
 * shows the view it was on (rater D6). Back from the customiser returns to the package list (issue 25): the
 * chosen package's entry becomes the customiser's. Each change the visitor makes moves the focus to the new
 * view's heading (viewHeadingFocus.ts).
 */
export function useShopHistory(stores: { ecommerce: StoreApi<EcommerceState>; cart: StoreApi<CartStoreState> }): void {
  const { ecommerce, cart } = stores
  useEffect(() => {
    let restoring = false
    let active = true
    const replace = (entry: ShopEntry) => window.history.replaceState(withEntry(entry), '', hrefOf(entry))
    const push = (entry: ShopEntry) => window.history.pushState(withEntry(entry), '', hrefOf(entry))

    // The view the address names, once the saved cart and package are read back; one it cannot show (the customiser
    // of an empty cart), and the page's own address, show the package list (the package chosen earlier stays only in
    // `?view=package`, the cart keeps its contents).
    void whenShopStoresHydrated().then(() => {
      if (!active) return
      const named = urlViewOfHref(window.location.href)
      const state = ecommerce.getState()
      restoring = true
      if (named === 'cart') state.setView('cart')
      else if (named === 'customize' && cart.getState().system) state.setView('customize')
      else if (named !== 'package' && state.selectedPackageId) state.clearSelectedPackage()
      restoring = false
      replace(entryFor(ecommerce.getState()))
    })

    const unsubscribe = ecommerce.subscribe((state, previous) => {
      if (restoring) return
      if (state.view === previous.view && state.selectedPackageId === previous.selectedPackageId) return
      focusHeadingOfNextView(urlViewOf(state.view, state.selectedPackageId))
      const entry = entryFor(state)
      if (state.view === 'customize' && previous.view === 'browse') {
        // Back from the customiser returns to the package list, not to the package.
        if (previous.selectedPackageId) return replace(entry)
        replace(LIST)
      }
      push(entry)
    })

    const onPopState = (event: PopStateEvent) => {
      const entry = entryOf(event.state)
      if (!entry) return
      restoring = true
      const state = ecommerce.getState()
      if (entry.view === 'browse' && entry.packageId === null) state.clearSelectedPackage()
      else {
        if (entry.pkg && state.selectedPackageId !== entry.packageId) state.selectPackage(entry.pkg)
        state.setView(entry.view)
      }
      restoring = false
      focusHeadingOfNextView(urlViewOf(entry.view, entry.packageId))
      window.scrollTo({ top: 0 })
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      active = false
      unsubscribe()
      window.removeEventListener('popstate', onPopState)
    }
  }, [ecommerce, cart])
}
