import { describe, expect, it } from 'vitest'
import { itemCount } from '../../cart/index.ts'
import { product, system } from '../../checkout/__tests__/fixtures.ts'
import {
  CART_ITEMS_ATTRIBUTE,
  CART_ITEMS_BOOT_SCRIPT,
  CART_ITEMS_PROPERTY,
  CART_STORAGE_KEY,
  createCartStore,
  markCartItems,
  markedCartItems,
  storedCartItemCount,
} from '../index.ts'

/** A stand-in for <html>: its attributes and its inline style's custom properties. */
function fakeRoot() {
  const attributes = new Map<string, string>()
  const properties = new Map<string, string>()
  const root = {
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    style: {
      setProperty: (name: string, value: string) => void properties.set(name, value),
      removeProperty: (name: string) => void properties.delete(name),
    },
  }
  return { root: root as unknown as HTMLElement, attributes, properties }
}

/** Runs the head boot script's statements against a saved cart, as the page's inline script would. */
function runBoot(saved: string | null) {
  const { root, attributes, properties } = fakeRoot()
  const window = { localStorage: { getItem: (key: string) => (key === CART_STORAGE_KEY ? saved : null) } }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline boot script as the page's <script> would
  new Function('window', 'document', CART_ITEMS_BOOT_SCRIPT)(window, { documentElement: root })
  return { attributes, properties }
}

/** A cart saved the way the shop's store saves it (zustand's persist wrapper around the state). */
const saved = (state: object) => JSON.stringify({ state: { checkoutAttempt: null, ...state }, version: 0 })
const addon = (slug: string, quantity: unknown) => ({ slug, name: slug, price: 29.99, billing: 'once', quantity })

const CASES: Array<[string, string | null, number]> = [
  ['nothing saved', null, 0],
  ['an empty cart', saved({ system: null, addons: [] }), 0],
  ['a package', saved({ system: system, addons: [] }), 1],
  ['a package and 3 pieces of two add-ons', saved({ system: system, addons: [addon('a', 2), addon('b', 1)] }), 4],
  ['add-ons only', saved({ system: null, addons: [addon('a', 5)] }), 5],
  ['a quantity that is not a number', saved({ system: system, addons: [addon('a', 'lots'), null] }), 1],
  ['addons that are not a list', saved({ system: system, addons: { a: 1 } }), 1],
  ['text that is not JSON', '{"state":', 0],
  ['JSON of another shape', '[1,2,3]', 0],
]

describe('the cart link’s count (rater report 6, D12)', () => {
  it.each(CASES)('counts %s as the cart does, in the service and in the head boot script', (_, value, count) => {
    expect(storedCartItemCount(value)).toBe(count)
    const { attributes, properties } = runBoot(value)
    expect(attributes.get(CART_ITEMS_ATTRIBUTE) ?? null).toBe(count > 0 ? String(count) : null)
    expect(properties.get(CART_ITEMS_PROPERTY) ?? null).toBe(count > 0 ? `"${count}"` : null)
  })

  it('counts what the shop’s cart store saves as the cart’s own itemCount does', async () => {
    const storage = new Map<string, string>()
    const store = createCartStore({
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    })
    store.getState().addSystem(system)
    store.getState().addAddon(product('plug', 5), 3)
    await Promise.resolve()
    expect(storedCartItemCount(storage.get(CART_STORAGE_KEY) ?? null)).toBe(itemCount(store.getState()))
    expect(itemCount(store.getState())).toBe(4)
  })

  it('marks <html> with the number and takes the marks away when the cart empties', () => {
    const { root, attributes, properties } = fakeRoot()
    markCartItems(root, 2)
    expect(attributes.get(CART_ITEMS_ATTRIBUTE)).toBe('2')
    expect(properties.get(CART_ITEMS_PROPERTY)).toBe('"2"')
    expect(markedCartItems(root)).toBe(2)
    markCartItems(root, 0)
    expect(attributes.has(CART_ITEMS_ATTRIBUTE)).toBe(false)
    expect(properties.has(CART_ITEMS_PROPERTY)).toBe(false)
    expect(markedCartItems(root)).toBe(0)
  })
})
