import { createStore, type StoreApi } from 'zustand/vanilla'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import * as cart from '../cart/index.ts'
import type { CartProduct, CartState, CartSystem } from '../cart/index.ts'
import { CART_STORAGE_KEY } from './cartItemsMark.ts'
import { type CheckoutAttempt, cartFingerprint } from './placedOrder.ts'

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
  /**
   * The order the checkout of the current cart created, kept with its key: the confirmation's return link names it,
   * and the cart empties when it is still what was ordered (placedOrder.ts).
   */
  recordOrder(orderNumber: string): void
}

export interface CartStoreState extends CartState, CartActions {
  checkoutAttempt: CheckoutAttempt | null
  /** The order this cart was emptied for (placedOrder.ts), so the page the buyer returns to can say it is placed. */
  placedOrder: string | null
  /**
   * The cart's own page (`/shop/dallas-dealer?view=cart` for a cart built in a partner's shop, whose prices it holds),
   * for the header's cart link on every page; null for a cart saved before it was recorded.
   */
  cartHref: string | null
}

export { CART_STORAGE_KEY }

/**
 * The shopping cart of spec §3.8/§4.8, persisted in `storage` (localStorage in the shop) when given. `cartHref` is the
 * cart page of the shop this store's page belongs to: what the visitor puts in the cart here records it.
 */
export function createCartStore(storage?: StateStorage, cartHref: string | null = null): StoreApi<CartStoreState> {
  const build = (set: StoreApi<CartStoreState>['setState'], get: () => CartStoreState): CartStoreState => {
    const apply = (next: (state: CartState) => CartState) =>
      set((state) => ({
        ...next({ system: state.system, addons: state.addons }),
        ...(cartHref ? { cartHref } : {}),
      }))
    return {
      ...cart.EMPTY_CART,
      checkoutAttempt: null,
      placedOrder: null,
      cartHref: null,
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
      recordOrder(orderNumber) {
        const attempt = get().checkoutAttempt
        if (attempt && attempt.fingerprint === cartFingerprint(get()))
          set({ checkoutAttempt: { ...attempt, orderNumber } })
      },
    }
  }
  if (!storage) return createStore<CartStoreState>()(build)
  return createStore<CartStoreState>()(
    persist(build, {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => storage),
      skipHydration: true,
      partialize: ({ system, addons, checkoutAttempt, placedOrder, cartHref }) => ({
        system,
        addons,
        checkoutAttempt,
        placedOrder,
        cartHref,
      }),
    }),
  )
}
