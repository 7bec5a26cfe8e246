import type { CartAddon, CartState, CartSystem } from '../cart/index.ts'
import { billingOf, cartKind, cartSubtotal, roundCents } from '../cart/index.ts'
import type { CheckoutSettings, ServiceLine, Shipping } from './settings.ts'

/** An order item (spec §3.8). */
export interface OrderItem {
  name: string
  netsuiteId: string
  sku: string
  price: number
  image: string
  quantity: number
  discountPerUnit: number
}

export interface PackageService {
  name: string
  netsuiteId: string
  sku: string
  price: number
  image: string
  quantity: number
  /** Monthly (monitoring, a plan billed with it) or once (professional installation), so no one adds them up wrong. */
  billing: 'once' | 'monthly'
}

export interface OrderPackage {
  name: string
  netsuiteId: string
  sku: ''
  price: number | string
  discountPerUnit: null
  image: string
  services: PackageService[]
  items: OrderItem[]
}

export interface ItemAddon<Id = string | number | null> {
  name: string
  netsuiteId: Id
  quantity: number
  price: number
  sku: string
  image: string
}

/** (a) a bundle alone. */
export interface BundlePayload {
  shipping: Shipping
  package: OrderPackage
  store: string
  qualifiedTier: string
  subtotal: number
}

/** (b) one product. */
export interface SingleProductPayload {
  shipping: Shipping
  itemAddons: ItemAddon<number | null>[]
  store: string
  qualifiedTier: string
  subtotal: number
}

/** (c) several products. */
export interface SeveralProductsPayload {
  shipping: Shipping
  itemAddons: ItemAddon<string>[]
  store: string
  qualifiedTier: string
  subtotal: number
}

/** (d) a bundle and products. */
export interface BundleAndAddonsPayload {
  shipping: Shipping
  package: OrderPackage
  itemAddons: ItemAddon<string>[]
  store: string
  qualifiedTier: string
  subtotal: number
}

/** The buyer as the DIY checkout sends it (spec §7.4 e). */
export interface DiyCustomer {
  vId: string | null
  primaryPhone: string | null
  phone: string | null
  netsuiteCustomerId: 0
  leadSource: string
  lastName: string | null
  gclId: string | null
  firstName: string | null
  financeApplicationId: string | null
  email: string | null
  alternativePhone: string | null
}

/** (e) the new DIY bundle. */
export interface DiyBundlePayload {
  customerEmail: null
  netsuiteCustomerId: null
  cpqQuoteId: null
  contactAddress: null
  salesRep: null
  package: null
  financeApplicationId: null
  store: string
  shipping: Shipping
  discounts: []
  serviceAddons: ServiceLine[]
  itemAddons: OrderItem[]
  qualifiedTier: string
  subtotal: number
  customer: DiyCustomer
}

export type CheckoutPayload =
  BundlePayload | SingleProductPayload | SeveralProductsPayload | BundleAndAddonsPayload | DiyBundlePayload

export type CheckoutVariant = 'bundle' | 'singleProduct' | 'severalProducts' | 'bundleAndAddons' | 'diyBundle'

/** What the buyer told us, for the DIY checkout's customer block. */
export interface BuyerDetails {
  vId?: string | null
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  phone?: string | null
  gclId?: string | null
}

export interface CheckoutInput {
  cart: CartState
  settings: CheckoutSettings
  /** The catalogue's checkout flow: "diy" catalogues order a system as the new DIY bundle. */
  flow: 'standard' | 'diy'
  buyer?: BuyerDetails
}

export const UNKNOWN_CART_STATE = 'Unknown State of Shopping Cart'

/** Which payload the cart makes (spec §4.8 and §7.4). */
export function checkoutVariant(cart: CartState, flow: 'standard' | 'diy'): CheckoutVariant {
  switch (cartKind(cart)) {
    case 'systemOnly':
      return flow === 'diy' ? 'diyBundle' : 'bundle'
    case 'addonsOnly':
      return cart.addons.length === 1 ? 'singleProduct' : 'severalProducts'
    case 'both':
      return 'bundleAndAddons'
    default:
      throw new Error(UNKNOWN_CART_STATE)
  }
}

/** The order body for the cart, exactly as spec §7.4 (a)–(e) lays it out. */
export function buildCheckoutPayload(input: CheckoutInput): { variant: CheckoutVariant; payload: CheckoutPayload } {
  const { cart, settings } = input
  const variant = checkoutVariant(cart, input.flow)
  const common = { store: settings.stores.standard, qualifiedTier: settings.qualifiedTier }
  switch (variant) {
    case 'bundle':
      return {
        variant,
        payload: {
          shipping: settings.defaultShipping,
          package: orderPackage(cart.system!, []),
          ...common,
          subtotal: cartSubtotal(cart),
        },
      }
    case 'singleProduct': {
      const addon = cart.addons[0]!
      const quantity = addon.quantity || 1
      return {
        variant,
        payload: {
          shipping: settings.defaultShipping,
          itemAddons: [{ ...itemAddon(addon), netsuiteId: parseNetsuiteId(addon.netsuiteId) }],
          ...common,
          subtotal: quantity > 1 ? roundCents(addon.price * quantity) : addon.price,
        },
      }
    }
    case 'severalProducts':
      return {
        variant,
        payload: {
          shipping: settings.defaultShipping,
          itemAddons: cart.addons.map(itemAddon),
          ...common,
          subtotal: addonsSum(cart.addons),
        },
      }
    case 'bundleAndAddons':
      return {
        variant,
        payload: {
          shipping: settings.defaultShipping,
          // A plan billed monthly goes with the package's monitoring, not among the one-time add-ons.
          package: orderPackage(cart.system!, cart.addons.filter(isMonthly)),
          itemAddons: cart.addons.filter((addon) => !isMonthly(addon)).map(itemAddon),
          ...common,
          subtotal: cartSubtotal(cart),
        },
      }
    case 'diyBundle':
      return { variant, payload: diyBundle(cart.system!, settings, input.buyer ?? {}) }
  }
}

function isMonthly(addon: CartAddon): boolean {
  return billingOf(addon) === 'monthly'
}

function addonsSum(addons: CartAddon[]): number {
  return roundCents(addons.reduce((sum, addon) => sum + addon.price * (addon.quantity || 1), 0))
}

/** The bundle's items: the panel first with quantity 1, then its devices with their quantities. */
function bundleItems(system: CartSystem): OrderItem[] {
  return [
    orderItem(system.panel, 1),
    ...system.addons.map((addon) => orderItem(addon, system.addonsQuantity?.[addon.slug] ?? 1)),
  ]
}

function orderPackage(system: CartSystem, monthlyAddons: CartAddon[]): OrderPackage {
  return {
    name: system.name,
    netsuiteId: system.netsuiteId,
    sku: '',
    price: system.price,
    discountPerUnit: null,
    image: system.heroImage,
    services: [
      ...system.services.map((service) => ({
        name: service.name,
        netsuiteId: service.netsuiteId,
        sku: service.sku,
        price: service.fields?.price ?? 0,
        image: service.image,
        quantity: system.servicesQuantity?.[service.slug] ?? 1,
        billing: service.billing ?? (service.slug === 'monitoring' ? 'monthly' : 'once'),
      })),
      ...monthlyAddons.map((addon) => ({
        name: addon.name,
        netsuiteId: addon.netsuiteId,
        sku: addon.sku,
        price: addon.price,
        image: addon.image.file.url,
        quantity: 1,
        billing: 'monthly' as const,
      })),
    ],
    items: bundleItems(system),
  }
}

function orderItem(
  product: { name: string; netsuiteId: string; sku: string; price: number; image: { file: { url: string } } },
  quantity: number,
): OrderItem {
  return {
    name: product.name,
    netsuiteId: product.netsuiteId,
    sku: product.sku,
    price: product.price,
    image: product.image.file.url,
    quantity,
    // The per-unit discount (spec §3.8 names it, never defines it). These items are a package's or the DIY bundle's,
    // which the bundle price pays for: a device's promotion takes nothing off that, so 0. The order page finds a
    // promoted add-on's regular price in the catalogues instead (regularPrices.ts): spec §7.4's add-ons have no field.
    discountPerUnit: 0,
  }
}

function itemAddon(addon: CartAddon): ItemAddon<string> {
  return {
    name: addon.name,
    netsuiteId: addon.netsuiteId,
    quantity: addon.quantity || 1,
    price: addon.price,
    sku: addon.sku,
    image: addon.image.file.url,
  }
}

/** netsuiteId as an integer, or null when it is not one (spec §7.4 b). */
export function parseNetsuiteId(id: string | number | null | undefined): number | null {
  const parsed = Number.parseInt(String(id ?? ''), 10)
  return Number.isNaN(parsed) ? null : parsed
}

function diyBundle(system: CartSystem, settings: CheckoutSettings, buyer: BuyerDetails): DiyBundlePayload {
  return {
    customerEmail: null,
    netsuiteCustomerId: null,
    cpqQuoteId: null,
    contactAddress: null,
    salesRep: null,
    package: null,
    financeApplicationId: null,
    store: settings.stores.diy,
    shipping: settings.ecommDefaultShipping,
    discounts: [],
    serviceAddons: [{ ...settings.diyMonitoringService, quantity: 1 }],
    itemAddons: bundleItems(system),
    qualifiedTier: settings.qualifiedTier,
    // The bundle and its one-time services (installation), as the cart showed the buyer.
    subtotal: cartSubtotal({ system, addons: [] }),
    customer: {
      vId: buyer.vId ?? null,
      primaryPhone: buyer.phone ?? null,
      phone: buyer.phone ?? null,
      netsuiteCustomerId: 0,
      leadSource: settings.diyLeadSource,
      lastName: buyer.lastName ?? null,
      gclId: buyer.gclId ?? null,
      firstName: buyer.firstName ?? null,
      financeApplicationId: null,
      email: buyer.email ?? null,
      alternativePhone: null,
    },
  }
}
