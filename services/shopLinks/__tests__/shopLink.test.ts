import { describe, expect, it } from 'vitest'
import { buildPackage, cartProductFromAddOn, cartSystemFromPackage } from '../../catalogue/index.ts'
import { addOn, entry, record } from '../../catalogue/__tests__/fixtures.ts'
import { shopHrefFor } from '../../assessment/index.ts'
import { createCartStore } from '../../ecommerce/index.ts'
import { parseShopLink, resolveShopLink, withoutShopLink } from '../index.ts'
import { totalAddonQuantity } from '../../cart/index.ts'

const camera = addOn('outdoor-camera', 'Outdoor Camera', 199.99)
const sensor = addOn('door-window-sensor', 'Door/Window Sensor', 29.99)
const starterRecord = record('Starter', 349.99, {
  itemsInPackage: [
    entry('Panel', '1', 1, { slug: 'panel' }),
    entry('Door/Window Sensor', '3', 2, { slug: 'door-window-sensor' }),
  ],
})
const catalogue = { catalogId: 'ecat-test', addOnItems: [camera, sensor, addOn('panel', 'Panel', 250)] }
const starter = buildPackage(starterRecord)
const shop = {
  packages: [starter],
  systems: { [starter.id]: cartSystemFromPackage(starterRecord, catalogue) },
  products: [cartProductFromAddOn(camera), cartProductFromAddOn(sensor)],
}

describe('parseShopLink', () => {
  it('reads the package, the customise flag and counts each repeated device id as one unit', () => {
    expect(
      parseShopLink({ package: 'STARTER', customize: '1', add: 'outdoor-camera,door-window-sensor,outdoor-camera' }),
    ).toEqual({
      packageId: 'STARTER',
      customize: true,
      addons: [
        { slug: 'outdoor-camera', quantity: 2 },
        { slug: 'door-window-sensor', quantity: 1 },
      ],
    })
  })

  it('is null without any of its values, and tolerates empty parts', () => {
    expect(parseShopLink({})).toBeNull()
    expect(parseShopLink({ utm_source: 'x' })).toBeNull()
    expect(parseShopLink({ add: ',outdoor-camera,,' })).toEqual({
      packageId: null,
      customize: false,
      addons: [{ slug: 'outdoor-camera', quantity: 1 }],
    })
  })

  it('reads back exactly what the assessment writes', () => {
    const href = shopHrefFor({
      package: { id: 'STARTER' },
      addDevices: [{ id: 'outdoor-camera', type: 'Outdoor Camera', name: 'Cam', quantity: 3, unitPrice: 1 }],
    })
    const query = Object.fromEntries(new URL(href, 'https://x.test').searchParams)
    expect(parseShopLink(query)).toEqual({
      packageId: 'STARTER',
      customize: true,
      addons: [{ slug: 'outdoor-camera', quantity: 3 }],
    })
  })
})

describe('resolveShopLink', () => {
  it('selects the package, puts its bundle in the cart and opens the customise flow with the devices', () => {
    const resolved = resolveShopLink(
      parseShopLink({ package: starter.id, customize: '1', add: 'outdoor-camera,outdoor-camera' })!,
      shop,
    )
    expect(resolved.pkg).toBe(starter)
    expect(resolved.system).toBe(shop.systems[starter.id])
    expect(resolved.view).toBe('customize')
    expect(resolved.addons).toEqual([{ product: shop.products[0], quantity: 2 }])
  })

  it('ignores ids the catalogue does not sell, without failing', () => {
    const resolved = resolveShopLink(
      parseShopLink({ package: 'NOPE', customize: '1', add: 'drone,outdoor-camera,panel' })!,
      shop,
    )
    expect(resolved).toEqual({
      pkg: null,
      system: null,
      addons: [{ product: shop.products[0], quantity: 1 }],
      view: 'browse',
    })
  })

  it('selects the package without opening the customise flow when customize is absent', () => {
    const resolved = resolveShopLink(parseShopLink({ package: starter.id })!, shop)
    expect(resolved).toMatchObject({ pkg: starter, system: null, view: 'browse' })
  })

  it('applied twice to the cart with set quantities, it leaves the same cart (a reload adds nothing)', () => {
    const cart = createCartStore()
    const resolved = resolveShopLink(
      parseShopLink({ package: starter.id, customize: '1', add: 'outdoor-camera,outdoor-camera,door-window-sensor' })!,
      shop,
    )
    for (let i = 0; i < 2; i++) {
      cart.getState().addSystem(resolved.system!)
      for (const { product, quantity } of resolved.addons) cart.getState().updateAddonQuantity(product, quantity)
    }
    expect(totalAddonQuantity(cart.getState(), 'outdoor-camera')).toBe(2)
    // Three in the bundle plus the one added.
    expect(totalAddonQuantity(cart.getState(), 'door-window-sensor')).toBe(4)
  })
})

describe('withoutShopLink', () => {
  it('drops only the link values, keeping the path, other values and the hash', () => {
    expect(withoutShopLink('https://x.test/shop?package=A&utm_source=mail&customize=1&add=a,b#top')).toBe(
      '/shop?utm_source=mail#top',
    )
    expect(withoutShopLink('https://x.test/shop-home-alarm-systems?package=A')).toBe('/shop-home-alarm-systems')
  })
})
