import { describe, expect, it } from 'vitest'
import {
  EMPTY_CART,
  addAddon,
  addSystem,
  bhpAdded,
  cartKind,
  cartMonthly,
  cartSubtotal,
  removeOneAddon,
  clearCart,
  hasAddons,
  hasSystem,
  itemCount,
  removeAddon,
  removeSystem,
  totalAddonQuantity,
  updateAddonQuantity,
  type CartProduct,
  type CartState,
  type CartSystem,
} from '../index.ts'

const product = (slug: string, price: number, billCode: string | null = null): CartProduct => ({
  slug,
  name: slug,
  netsuiteId: '1',
  sku: slug,
  price,
  image: { file: { url: `/${slug}.webp` } },
  billCode,
})

const system: CartSystem = {
  packageId: 'P',
  catalogId: 'ecat',
  price: '299.99',
  name: 'Starter',
  netsuiteId: '7001',
  heroImage: '/starter.webp',
  services: [],
  servicesQuantity: {},
  addons: [product('door-sensor', 29.99)],
  addonsQuantity: { 'door-sensor': 3 },
  panel: { ...product('panel', 399), fields: { price: 399 } },
}

describe('cart actions (spec §4.8)', () => {
  it('adds and removes the system', () => {
    const withSystem = addSystem(EMPTY_CART, system)
    expect(withSystem.system).toBe(system)
    expect(removeSystem(withSystem).system).toBeNull()
  })

  it('adding an add-on with a present slug raises its quantity by the added amount, else appends it', () => {
    let cart = addAddon(EMPTY_CART, product('camera', 100))
    expect(cart.addons).toEqual([{ ...product('camera', 100), quantity: 1 }])
    cart = addAddon(cart, product('camera', 100))
    cart = addAddon(cart, product('camera', 100), 3)
    cart = addAddon(cart, product('lock', 200), 2)
    expect(cart.addons.map((a) => [a.slug, a.quantity])).toEqual([
      ['camera', 5],
      ['lock', 2],
    ])
  })

  it('updating a quantity sets it, or appends the add-on with it when absent', () => {
    let cart = addAddon(EMPTY_CART, product('camera', 100), 4)
    cart = updateAddonQuantity(cart, product('camera', 100), 2)
    cart = updateAddonQuantity(cart, product('plug', 20), 6)
    expect(cart.addons.map((a) => [a.slug, a.quantity])).toEqual([
      ['camera', 2],
      ['plug', 6],
    ])
  })

  it('removes an add-on by slug and clears the cart', () => {
    const cart = addAddon(addAddon(addSystem(EMPTY_CART, system), product('camera', 100)), product('lock', 1))
    expect(removeAddon(cart, 'camera').addons.map((a) => a.slug)).toEqual(['lock'])
    expect(clearCart()).toEqual({ system: null, addons: [] })
  })

  it('never changes the cart it was given', () => {
    const cart: CartState = { system: null, addons: [] }
    addAddon(cart, product('camera', 1))
    addSystem(cart, system)
    expect(cart).toEqual({ system: null, addons: [] })
  })
})

describe('derived cart state', () => {
  const addons = addAddon(EMPTY_CART, product('camera', 100)).addons
  it.each<[string, CartState, boolean, boolean]>([
    ['empty', { system: null, addons: [] }, false, false],
    ['systemOnly', { system, addons: [] }, true, false],
    ['addonsOnly', { system: null, addons }, false, true],
    ['both', { system, addons }, true, true],
    ['empty', { system: {} as CartSystem, addons: [] }, false, false],
  ])('%s', (kind, cart, system_, addons_) => {
    expect(cartKind(cart)).toBe(kind)
    expect(hasSystem(cart)).toBe(system_)
    expect(hasAddons(cart)).toBe(addons_)
  })

  it('total add-on quantity counts the cart add-on and the system bundle', () => {
    const cart = addAddon(addSystem(EMPTY_CART, system), product('door-sensor', 29.99), 2)
    expect(totalAddonQuantity(cart, 'door-sensor')).toBe(5)
    expect(totalAddonQuantity(addSystem(EMPTY_CART, system), 'door-sensor')).toBe(3)
    expect(totalAddonQuantity(cart, 'camera')).toBe(0)
  })

  it('bhpAdded tells whether the BHPNEW protection plan is in the cart', () => {
    expect(bhpAdded(addAddon(EMPTY_CART, product('camera', 1)))).toBe(false)
    expect(bhpAdded(addAddon(EMPTY_CART, product('harbor-plus', 99, 'BHPNEW')))).toBe(true)
  })

  it('counts pieces and sums the subtotal to the cent', () => {
    const cart = addAddon(
      addAddon(addSystem(EMPTY_CART, system), product('camera', 149.99), 2),
      product('plug', 0.1),
      3,
    )
    expect(itemCount(cart)).toBe(6)
    expect(cartSubtotal(cart)).toBe(600.27)
  })

  describe('totals that add up (issue 25)', () => {
    const starter: CartSystem = {
      ...system,
      price: 349.99,
      services: [
        {
          slug: 'monitoring',
          name: 'Monitoring',
          netsuiteId: '1',
          sku: '',
          image: '',
          fields: { price: 39.99 },
          billing: 'monthly',
        },
        {
          slug: 'installation',
          name: 'Installation',
          netsuiteId: '2',
          sku: '',
          image: '',
          fields: { price: 99 },
          billing: 'once',
        },
      ],
      servicesQuantity: { monitoring: 1, installation: 1 },
    }
    const plan = { ...product('harbor-plus', 7.99, 'BHPNEW'), billing: 'monthly' as const }

    it('puts the one-time installation in the subtotal and the monitoring in the monthly total', () => {
      const cart = addAddon(addSystem(EMPTY_CART, starter), product('key-fob', 29.99))
      expect(cartSubtotal(cart)).toBe(478.98) // 349.99 + 99 + 29.99
      expect(cartMonthly(cart)).toBe(39.99)
    })

    it('reads a cart saved before services said how they bill: the monitoring is monthly, others once', () => {
      const saved: CartSystem = { ...starter, services: starter.services.map(({ billing: _b, ...s }) => s) }
      expect(cartSubtotal(addSystem(EMPTY_CART, saved))).toBe(448.99)
      expect(cartMonthly(addSystem(EMPTY_CART, saved))).toBe(39.99)
    })

    it('keeps the protection plan one line of quantity 1, billed with the monitoring when the catalogue says monthly', () => {
      let cart = addAddon(addSystem(EMPTY_CART, starter), plan)
      cart = addAddon(cart, plan)
      cart = updateAddonQuantity(cart, plan, 3)
      expect(cart.addons).toEqual([{ ...plan, quantity: 1 }])
      expect(cartSubtotal(cart)).toBe(448.99)
      expect(cartMonthly(cart)).toBe(47.98)
      expect(updateAddonQuantity(cart, plan, 0).addons).toEqual([])
    })

    it('takes back one added device at a time and drops the line at zero', () => {
      const fob = product('key-fob', 29.99)
      const cart = addAddon(addAddon(addSystem(EMPTY_CART, starter), fob), fob)
      expect(removeOneAddon(cart, 'key-fob').addons[0]!.quantity).toBe(1)
      expect(removeOneAddon(removeOneAddon(cart, 'key-fob'), 'key-fob').addons).toEqual([])
      expect(removeOneAddon(cart, 'absent')).toBe(cart)
    })
  })
})
