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

/**
 * Adds to the quantity of the add-on with the same slug, or appends it (spec §4.8). A plan (the
 * protection plan) is one line with quantity 1: adding it again changes nothing.
 */
export function addAddon(cart: CartState, product: CartProduct, quantity = 1): CartState {
  if (isSingleLine(product)) return setPlan(cart, product)
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

/** Sets the add-on's quantity, or appends it with that quantity when absent (spec §4.8); a plan stays at 1. */
export function updateAddonQuantity(cart: CartState, product: CartProduct, quantity: number): CartState {
  if (isSingleLine(product)) return quantity > 0 ? setPlan(cart, product) : removeAddon(cart, product.slug)
  const present = cart.addons.some((addon) => addon.slug === product.slug)
  return {
    ...cart,
    addons: present
      ? cart.addons.map((addon) => (addon.slug === product.slug ? { ...addon, quantity } : addon))
      : [...cart.addons, { ...product, quantity }],
  }
}

/** The protection plan covers the whole home: one per order, never a quantity. */
export function isSingleLine(product: Pick<CartProduct, 'billCode'>): boolean {
  return isProtectionPlan(product)
}

function setPlan(cart: CartState, product: CartProduct): CartState {
  const present = cart.addons.some((addon) => addon.slug === product.slug)
  return {
    ...cart,
    addons: present
      ? cart.addons.map((addon) => (addon.slug === product.slug ? { ...addon, quantity: 1 } : addon))
      : [...cart.addons, { ...product, quantity: 1 }],
  }
}

/**
 * Takes back what the customiser added: one less of the add-on (the line goes at zero). Devices that
 * came with the package are not add-ons, so this never goes below the package's own.
 */
export function removeOneAddon(cart: CartState, slug: string): CartState {
  const addon = cart.addons.find((a) => a.slug === slug)
  if (!addon) return cart
  return addon.quantity > 1
    ? { ...cart, addons: cart.addons.map((a) => (a.slug === slug ? { ...a, quantity: a.quantity - 1 } : a)) }
    : removeAddon(cart, slug)
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

/**
 * What the buyer pays with the order: the bundle price, its one-time services (professional
 * installation) and every one-time add-on's price × quantity. Monthly charges are in cartMonthly.
 */
export function cartSubtotal(cart: CartState): number {
  const system = hasSystem(cart) ? cart.system! : null
  const bundle = system ? (Number(system.price) || 0) + servicesTotal(system, 'once') : 0
  const addons = cart.addons
    .filter((addon) => billingOf(addon) === 'once')
    .reduce((sum, addon) => sum + addon.price * addon.quantity, 0)
  return roundCents(bundle + addons)
}

/** What the buyer pays every month: the monitoring and any plan billed with it. */
export function cartMonthly(cart: CartState): number {
  const system = hasSystem(cart) ? cart.system! : null
  const plans = cart.addons
    .filter((addon) => billingOf(addon) === 'monthly')
    .reduce((sum, addon) => sum + addon.price * addon.quantity, 0)
  return roundCents((system ? servicesTotal(system, 'monthly') : 0) + plans)
}

/** The one-time services of a bundle (its installation), for the cart's lines. */
export function oneTimeServices(system: CartSystem): CartSystem['services'] {
  return system.services.filter((service) => serviceBilling(service) === 'once')
}

function servicesTotal(system: CartSystem, billing: 'once' | 'monthly'): number {
  return system.services
    .filter((service) => serviceBilling(service) === billing)
    .reduce((sum, service) => sum + (service.fields?.price ?? 0) * (system.servicesQuantity?.[service.slug] ?? 1), 0)
}

/** Carts saved before services said how they bill: the first service is the monitoring (spec §3.8). */
function serviceBilling(service: CartSystem['services'][number]): 'once' | 'monthly' {
  return service.billing ?? (service.slug === 'monitoring' ? 'monthly' : 'once')
}

/** Carts saved before products said how they bill charged every product once. */
export function billingOf(product: Pick<CartProduct, 'billing'>): 'once' | 'monthly' {
  return product.billing ?? 'once'
}

export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100
}
