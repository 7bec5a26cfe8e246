import { useEffect } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import type { EcommerceState, ShopView } from '../../../services/ecommerce/index.ts'

/** What a history entry of the shop remembers: its view and the package chosen in it. */
interface ShopEntry {
  view: ShopView
  packageId: string | null
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

/**
 * The shop's views (package list, customiser, cart) are one page; without history entries the browser's
 * Back left the shop. Each change of view is an entry, and Back from the customiser returns to the package
 * list (issue 25): the entry under the customiser is the list, not the chosen package.
 */
export function useShopHistory(ecommerce: StoreApi<EcommerceState>): void {
  useEffect(() => {
    let restoring = false
    const initial = ecommerce.getState()
    window.history.replaceState(withEntry({ view: initial.view, packageId: initial.selectedPackageId }), '')
    const unsubscribe = ecommerce.subscribe((state, previous) => {
      if (restoring || state.view === previous.view) return
      if (state.view === 'customize' && previous.view === 'browse')
        window.history.replaceState(withEntry({ view: 'browse', packageId: null }), '')
      window.history.pushState(withEntry({ view: state.view, packageId: state.selectedPackageId }), '')
    })
    const onPopState = (event: PopStateEvent) => {
      const entry = entryOf(event.state)
      if (!entry) return
      restoring = true
      const state = ecommerce.getState()
      if (entry.view === 'browse' && entry.packageId === null) state.clearSelectedPackage()
      else state.setView(entry.view)
      restoring = false
      window.scrollTo({ top: 0 })
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      unsubscribe()
      window.removeEventListener('popstate', onPopState)
    }
  }, [ecommerce])
}
