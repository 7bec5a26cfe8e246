import { createStore, type StoreApi } from 'zustand/vanilla'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import * as cart from '../cart/index.ts'
import type { CartProduct, CartState, CartSystem } from '../cart/index.ts'
import { CART_STORAGE_KEY } from './cartItemsMark.ts'

export interface CartActions {
  addSystem: (system: CartSystem) => void
  removeSystem: () => void
  addAddon: (product: CartProduct, quantity?: number) => void
  updateAddonQuantity: (product: CartProduct, quantity: number) => void
  removeAddon: (slug: string) => void
  /** One less of an added device (the customiser's "Remove"); the line goes at zero. */
  removeOneAddon: (slug: string) => void
  clearCart: () => void
  /**
   * The idempotency key of a checkout of the current cart: the same key while the cart is unchanged
   * (so a retry or a reload never orders twice), a new one once the cart changes.
   */
  checkoutKey(newId: () => string): string
}

export interface CartStoreState extends CartState, CartActions {
  /** The last checkout key and the cart it was made for. */
  checkoutAttempt: { key: string; fingerprint: string } | null
}

export { CART_STORAGE_KEY }

/** What makes two carts the same order: the package and each add-on with its quantity. */
export function cartFingerprint(state: CartState): string {
  return JSON.stringify([
    state.system?.catalogId ?? null,
    state.system?.packageId ?? null,
    state.addons.map((a) => [a.slug, a.quantity]),
  ])
}

/** The shopping cart of spec §3.8/§4.8, persisted in `storage` (localStorage in the shop) when given. */
export function createCartStore(storage?: StateStorage): StoreApi<CartStoreState> {
  const build = (set: StoreApi<CartStoreState>['setState'], get: () => CartStoreState): CartStoreState => {
    const apply = (next: (state: CartState) => CartState) =>
      set((state) => next({ system: state.system, addons: state.addons }))
    return {
      ...cart.EMPTY_CART,
      checkoutAttempt: null,
      addSystem: (system) => apply((state) => cart.addSystem(state, system)),
      removeSystem: () => apply(cart.removeSystem),
      addAddon: (product, quantity = 1) => apply((state) => cart.addAddon(state, product, quantity)),
      updateAddonQuantity: (product, quantity) => apply((state) => cart.updateAddonQuantity(state, product, quantity)),
      removeAddon: (slug) => apply((state) => cart.removeAddon(state, slug)),
      removeOneAddon: (slug) => apply((state) => cart.removeOneAddon(state, slug)),
      clearCart: () => set({ ...cart.clearCart(), checkoutAttempt: null }),
      checkoutKey(newId) {
        const fingerprint = cartFingerprint(get())
        const attempt = get().checkoutAttempt
        if (attempt && attempt.fingerprint === fingerprint) return attempt.key
        const key = newId()
        set({ checkoutAttempt: { key, fingerprint } })
        return key
      },
    }
  }
  if (!storage) return createStore<CartStoreState>()(build)
  return createStore<CartStoreState>()(
    persist(build, {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => storage),
      skipHydration: true,
      partialize: ({ system, addons, checkoutAttempt }) => ({ system, addons, checkoutAttempt }),
    }),
  )
}
