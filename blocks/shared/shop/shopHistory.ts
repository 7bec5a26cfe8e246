import type { StoreApi } from 'zustand/vanilla'
import type { ShopPackage } from '../../../services/catalogue/index.ts'
import type { EcommerceState, ShopView } from '../../../services/ecommerce/index.ts'
import { SHOP_HISTORY_KEY, SHOP_VIEW_PARAM, isShopEntry, urlViewOf, type ShopUrlView } from './shopViewUrl.ts'
import { focusHeadingOfNextView } from './viewHeadingFocus.ts'
import { returnToPackage } from './packageReturn.ts'

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

/** What a history entry of the shop remembers: its view and the package chosen in it (to choose it again). */
interface ShopEntry {
  view: ShopView
  packageId: string | null
  pkg: ShopPackage | null
}

function entryOf(state: unknown): ShopEntry | null {
  return isShopEntry(state) ? ((state as Record<string, unknown>)[SHOP_HISTORY_KEY] as ShopEntry) : null
}

function withEntry(entry: ShopEntry): Record<string, unknown> {
  const current = window.history.state as Record<string, unknown> | null
  return { ...(current ?? {}), [SHOP_HISTORY_KEY]: entry }
}

const entryFor = (state: EcommerceState): ShopEntry => ({
  view: state.view,
  packageId: state.selectedPackageId,
  pkg: state.selectedPackageId ? state.selectedPackageData : null,
})
const LIST: ShopEntry = { view: 'browse', packageId: null, pkg: null }
const hrefOf = (entry: ShopEntry) => hrefOfView(window.location.href, urlViewOf(entry.view, entry.packageId))
const replace = (entry: ShopEntry) => window.history.replaceState(withEntry(entry), '', hrefOf(entry))
const push = (entry: ShopEntry) => window.history.pushState(withEntry(entry), '', hrefOf(entry))

/** The shop's history once started: what the shop tells it, and how to stop it. */
export interface ShopHistory {
  /** The entry the page stands on is the store's view (an address that named a view it opened, or could not). */
  replaceCurrent(): void
  /** The visitor changed the view or the package: a new entry, or this one rewritten (see below). */
  changed(state: EcommerceState, previous: EcommerceState): void
  stop(): void
}

/**
 * The history entries of the shop's views (useShopHistory.ts starts it when first needed, so a visit that never leaves
 * the package list loads none of this). Each change of view is an entry, so Back and Forward walk them and a reload
 * shows the view it was on (rater D6); Back from the customiser returns to the package list (issue 25): the chosen
 * package's entry becomes the customiser's, and the list shows that package (packageReturn.ts). `restore` runs a
 * change the history makes itself (Back, Forward) without taking it for the visitor's.
 */
export function startShopHistory(
  ecommerce: StoreApi<EcommerceState>,
  restore: (apply: () => void) => void,
): ShopHistory {
  const onPopState = (event: PopStateEvent) => {
    const entry = entryOf(event.state)
    if (!entry) return
    // The package the visitor leaves for the list (Back from the customiser or the package): the list returns to it.
    const left = ecommerce.getState().selectedPackageId
    restore(() => {
      const state = ecommerce.getState()
      if (entry.view === 'browse' && entry.packageId === null) state.clearSelectedPackage()
      else {
        if (entry.pkg && state.selectedPackageId !== entry.packageId) state.selectPackage(entry.pkg)
        state.setView(entry.view)
      }
    })
    focusHeadingOfNextView(urlViewOf(entry.view, entry.packageId))
    if (entry.view === 'browse' && entry.packageId === null && left) returnToPackage(left)
    else window.scrollTo({ top: 0 })
  }
  window.addEventListener('popstate', onPopState)
  return {
    replaceCurrent: () => replace(entryFor(ecommerce.getState())),
    changed(state, previous) {
      // The entry the page opened on has none of the shop's state until the first change: it is the view left.
      if (!isShopEntry(window.history.state)) replace(entryFor(previous))
      const entry = entryFor(state)
      if (state.view === 'customize' && previous.view === 'browse') {
        // Back from the customiser returns to the package list, not to the package.
        if (previous.selectedPackageId) return replace(entry)
        replace(LIST)
      }
      push(entry)
    },
    stop: () => window.removeEventListener('popstate', onPopState),
  }
}
