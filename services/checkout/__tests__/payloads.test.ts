import { describe, expect, it } from 'vitest'
import { EMPTY_CART, addAddon, addSystem } from '../../cart/index.ts'
import { buildCheckoutPayload, checkoutVariant, parseNetsuiteId } from '../index.ts'
import { product, settings, system } from './fixtures.ts'

const expectedPackage = {
  name: 'Plus Package',
  netsuiteId: '7001',
  sku: '',
  price: 599.99,
  discountPerUnit: null,
  image: '/img/plus.webp',
  services: [
    {
      name: 'Pro Monitoring',
      netsuiteId: '7002',
      sku: 'MON',
      price: 44.99,
      image: '/img/mon.webp',
      quantity: 1,
      billing: 'monthly',
    },
    {
      name: 'Video Storage',
      netsuiteId: '7003',
      sku: 'VID',
      price: 0,
      image: '/img/vid.webp',
      quantity: 1,
      billing: 'once',
    },
  ],
  items: [
    {
      name: 'Name touch-panel',
      netsuiteId: '4200',
      sku: 'SKU-touch-panel',
      price: 399,
      image: '/img/touch-panel.webp',
      quantity: 1,
      discountPerUnit: 0,
    },
    {
      name: 'Name door-sensor',
      netsuiteId: '4201',
      sku: 'SKU-door-sensor',
      price: 29.99,
      image: '/img/door-sensor.webp',
      quantity: 4,
      discountPerUnit: 0,
    },
    {
      name: 'Name indoor-camera',
      netsuiteId: '4202',
      sku: 'SKU-indoor-camera',
      price: 149.99,
      image: '/img/indoor-camera.webp',
      quantity: 1,
      discountPerUnit: 0,
    },
  ],
}

describe('checkout payloads (spec §7.4)', () => {
  it('(a) bundle: default shipping, the package with services and items, store nuxt, the bundle price', () => {
    const { variant, payload } = buildCheckoutPayload({
      cart: addSystem(EMPTY_CART, system),
      settings,
      flow: 'standard',
    })
    expect(variant).toBe('bundle')
    expect(payload).toStrictEqual({
      shipping: { name: 'FedEx 2Day', price: 0, netsuiteId: 9 },
      package: expectedPackage,
      store: 'nuxt',
      qualifiedTier: 'None',
      subtotal: 599.99,
    })
  })

  it('(a) accepts a numeric-string bundle price and keeps it in the package', () => {
    const { payload } = buildCheckoutPayload({
      cart: addSystem(EMPTY_CART, { ...system, price: '499.5' }),
      settings,
      flow: 'standard',
    })
    expect(payload).toMatchObject({ package: { price: '499.5' }, subtotal: 499.5 })
  })

  it('(b) single product: itemAddons with the netsuiteId as an integer, subtotal price × quantity', () => {
    const cart = addAddon(EMPTY_CART, product('indoor-camera', 149.99, '4202'), 2)
    const { variant, payload } = buildCheckoutPayload({ cart, settings, flow: 'standard' })
    expect(variant).toBe('singleProduct')
    expect(payload).toStrictEqual({
      shipping: { name: 'FedEx 2Day', price: 0, netsuiteId: 9 },
      itemAddons: [
        {
          name: 'Name indoor-camera',
          netsuiteId: 4202,
          quantity: 2,
          price: 149.99,
          sku: 'SKU-indoor-camera',
          image: '/img/indoor-camera.webp',
        },
      ],
      store: 'nuxt',
      qualifiedTier: 'None',
      subtotal: 299.98,
    })
  })

  it('(b) quantity 1 gives the price; a netsuiteId that is not a number becomes null', () => {
    const cart = addAddon(EMPTY_CART, product('plug', 24.99, 'n/a'))
    const { payload } = buildCheckoutPayload({ cart, settings, flow: 'standard' })
    expect(payload).toMatchObject({ itemAddons: [{ netsuiteId: null, quantity: 1 }], subtotal: 24.99 })
    expect(parseNetsuiteId('235366')).toBe(235366)
    expect(parseNetsuiteId(null)).toBeNull()
  })

  it('(c) several products: each add-on with its quantity, subtotal the sum', () => {
    const cart = addAddon(
      addAddon(EMPTY_CART, product('indoor-camera', 149.99, '4202'), 2),
      product('plug', 24.99, '4300'),
    )
    const { variant, payload } = buildCheckoutPayload({ cart, settings, flow: 'standard' })
    expect(variant).toBe('severalProducts')
    expect(payload).toStrictEqual({
      shipping: { name: 'FedEx 2Day', price: 0, netsuiteId: 9 },
      itemAddons: [
        {
          name: 'Name indoor-camera',
          netsuiteId: '4202',
          quantity: 2,
          price: 149.99,
          sku: 'SKU-indoor-camera',
          image: '/img/indoor-camera.webp',
        },
        { name: 'Name plug', netsuiteId: '4300', quantity: 1, price: 24.99, sku: 'SKU-plug', image: '/img/plug.webp' },
      ],
      store: 'nuxt',
      qualifiedTier: 'None',
      subtotal: 324.97,
    })
  })

  it('(d) bundle and add-ons: package and itemAddons, subtotal bundle + Σ price × quantity', () => {
    const cart = addAddon(
      addAddon(addSystem(EMPTY_CART, system), product('indoor-camera', 149.99, '4202'), 2),
      product('harbor-plus', 99, '4400'),
    )
    const { variant, payload } = buildCheckoutPayload({ cart, settings, flow: 'standard' })
    expect(variant).toBe('bundleAndAddons')
    expect(payload).toStrictEqual({
      shipping: { name: 'FedEx 2Day', price: 0, netsuiteId: 9 },
      package: expectedPackage,
      itemAddons: [
        {
          name: 'Name indoor-camera',
          netsuiteId: '4202',
          quantity: 2,
          price: 149.99,
          sku: 'SKU-indoor-camera',
          image: '/img/indoor-camera.webp',
        },
        {
          name: 'Name harbor-plus',
          netsuiteId: '4400',
          quantity: 1,
          price: 99,
          sku: 'SKU-harbor-plus',
          image: '/img/harbor-plus.webp',
        },
      ],
      store: 'nuxt',
      qualifiedTier: 'None',
      subtotal: 998.97,
    })
  })

  it('(e) new DIY bundle: nulls, store ecomm_diy, e-commerce shipping, the monitoring service, the bundle items, the customer', () => {
    const { variant, payload } = buildCheckoutPayload({
      cart: addSystem(EMPTY_CART, system),
      settings,
      flow: 'diy',
      buyer: {
        vId: 'v-1',
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ecomm.1@harborhomesecurity.com',
        phone: '3125550142',
        gclId: 'g-1',
      },
    })
    expect(variant).toBe('diyBundle')
    expect(payload).toStrictEqual({
      customerEmail: null,
      netsuiteCustomerId: null,
      cpqQuoteId: null,
      contactAddress: null,
      salesRep: null,
      package: null,
      financeApplicationId: null,
      store: 'ecomm_diy',
      shipping: { name: 'UPS Ground 2Day', price: 0, netsuiteId: 235417, discountPerUnit: 0 },
      discounts: [],
      serviceAddons: [
        { name: 'Mobile Security + Video', price: 49.99, netsuiteId: 235366, discountPerUnit: 0, quantity: 1 },
      ],
      itemAddons: expectedPackage.items,
      qualifiedTier: 'None',
      subtotal: 599.99,
      customer: {
        vId: 'v-1',
        primaryPhone: '3125550142',
        phone: '3125550142',
        netsuiteCustomerId: 0,
        leadSource: 'eComm DIY',
        lastName: 'Ruiz',
        gclId: 'g-1',
        firstName: 'Ana',
        financeApplicationId: null,
        email: 'ecomm.1@harborhomesecurity.com',
        alternativePhone: null,
      },
    })
  })

  it('an empty cart is an unknown state', () => {
    expect(() => checkoutVariant(EMPTY_CART, 'standard')).toThrow('Unknown State of Shopping Cart')
    expect(() => buildCheckoutPayload({ cart: EMPTY_CART, settings, flow: 'diy' })).toThrow(
      'Unknown State of Shopping Cart',
    )
  })

  it('orders the installation with the package and a monthly plan with its monitoring, out of the subtotal (issue 25)', () => {
    const starter = {
      ...system,
      price: 349.99,
      services: [
        { ...system.services[0]!, billing: 'monthly' as const },
        {
          slug: 'installation',
          name: 'Professional Installation',
          netsuiteId: '7200',
          sku: '',
          image: '',
          fields: { price: 99 },
          billing: 'once' as const,
        },
      ],
      servicesQuantity: { monitoring: 1, installation: 1 },
    }
    const plan = { ...product('harbor-plus', 7.99, '4600'), billCode: 'BHPNEW', billing: 'monthly' as const }
    const cart = addAddon(addAddon(addSystem(EMPTY_CART, starter), product('key-fob', 29.99, '4306')), plan)
    const { variant, payload } = buildCheckoutPayload({ cart, settings, flow: 'standard' })
    expect(variant).toBe('bundleAndAddons')
    const order = payload as {
      package: { services: Array<{ name: string; price: number; billing: string }> }
      itemAddons: Array<{ name: string }>
      subtotal: number
    }
    expect(order.package.services.map((s) => [s.name, s.price, s.billing])).toEqual([
      ['Pro Monitoring', 44.99, 'monthly'],
      ['Professional Installation', 99, 'once'],
      ['Name harbor-plus', 7.99, 'monthly'],
    ])
    expect(order.itemAddons.map((a) => a.name)).toEqual(['Name key-fob'])
    expect(order.subtotal).toBe(478.98) // 349.99 + 99 + 29.99
    expect(
      buildCheckoutPayload({ cart: addSystem(EMPTY_CART, starter), settings, flow: 'standard' }).payload.subtotal,
    ).toBe(448.99)
  })
})
