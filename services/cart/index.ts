/**
 * The shopping cart (spec §3.8, §4.8) as pure functions over plain state, so the browser store, the
 * checkout and the tests share one set of rules.
 */
import { isProtectionPlan, type CartProduct, type CartSystem } from '../catalogue/index.ts'

export type { CartProduct, CartSystem }

export interface CartAddon extends CartProduct {
  quantity: number
}

export interface CartState {
  system: CartSystem | null
  addons: CartAddon[]
}

export type CartKind = 'empty' | 'systemOnly' | 'addonsOnly' | 'both'

export const EMPTY_CART: CartState = { system: null, addons: [] }

export function addSystem(cart: CartState, system: CartSystem): CartState {
  return { ...cart, system }
}

export function removeSystem(cart: CartState): CartState {
  return { ...cart, system: null }
}

/** Adds to the quantity of the add-on with the same slug, or appends it (spec §4.8). */
export function addAddon(cart: CartState, product: CartProduct, quantity = 1): CartState {
  const present = cart.addons.some((addon) => addon.slug === product.slug)
  return {
    ...cart,
    addons: present
      ? cart.addons.map((addon) =>
          addon.slug === product.slug ? { ...addon, quantity: addon.quantity + quantity } : addon,
        )
      : [...cart.addons, { ...product, quantity }],
  }
}

/** Sets the add-on's quantity, or appends it with that quantity when absent (spec §4.8). */
export function updateAddonQuantity(cart: CartState, product: CartProduct, quantity: number): CartState {
  const present = cart.addons.some((addon) => addon.slug === product.slug)
  return {
    ...cart,
    addons: present
      ? cart.addons.map((addon) => (addon.slug === product.slug ? { ...addon, quantity } : addon))
      : [...cart.addons, { ...product, quantity }],
  }
}

export function removeAddon(cart: CartState, slug: string): CartState {
  return { ...cart, addons: cart.addons.filter((addon) => addon.slug !== slug) }
}

export function clearCart(): CartState {
  return { system: null, addons: [] }
}

/** A system exists when it is a non-empty object (spec §4.8). */
export function hasSystem(cart: CartState): boolean {
  return cart.system !== null && typeof cart.system === 'object' && Object.keys(cart.system).length > 0
}

export function hasAddons(cart: CartState): boolean {
  return cart.addons.length >= 1
}

export function cartKind(cart: CartState): CartKind {
  const system = hasSystem(cart)
  const addons = hasAddons(cart)
  if (system && addons) return 'both'
  if (system) return 'systemOnly'
  if (addons) return 'addonsOnly'
  return 'empty'
}

/** The add-on's quantity among the cart's add-ons plus its quantity in the system's bundle (spec §4.8). */
export function totalAddonQuantity(cart: CartState, slug: string): number {
  const inCart = cart.addons.find((addon) => addon.slug === slug)?.quantity ?? 0
  const inSystem = cart.system?.addonsQuantity?.[slug] ?? 0
  return inCart + inSystem
}

/** Whether the protection plan (bill code BHPNEW) is in the cart (spec §3.4 bhpAdded). */
export function bhpAdded(cart: CartState): boolean {
  return cart.addons.some((addon) => isProtectionPlan(addon))
}

/** Number of pieces in the cart, for the cart button's badge. */
export function itemCount(cart: CartState): number {
  return (hasSystem(cart) ? 1 : 0) + cart.addons.reduce((sum, addon) => sum + addon.quantity, 0)
}

/** Bundle price plus every add-on's price × quantity. */
export function cartSubtotal(cart: CartState): number {
  const bundle = hasSystem(cart) ? Number(cart.system!.price) || 0 : 0
  return roundCents(bundle + cart.addons.reduce((sum, addon) => sum + addon.price * addon.quantity, 0))
}

export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100
}
