import { describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY, createCartStore } from '../index.ts'
import { product, system } from '../../checkout/__tests__/fixtures.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  }
}

describe('cart store', () => {
  it('runs every cart action of spec §4.8', () => {
    const store = createCartStore()
    const s = () => store.getState()
    s().addSystem(system)
    s().addAddon(product('cam', 10))
    s().addAddon(product('cam', 10))
    s().updateAddonQuantity(product('plug', 5), 3)
    expect(s().addons.map((a) => [a.slug, a.quantity])).toEqual([
      ['cam', 2],
      ['plug', 3],
    ])
    s().removeAddon('plug')
    s().removeSystem()
    expect(s().system).toBeNull()
    expect(s().addons).toHaveLength(1)
    s().clearCart()
    expect([s().system, s().addons]).toEqual([null, []])
  })

  it('keeps one checkout key while the cart is unchanged and makes a new one when it changes', () => {
    const store = createCartStore()
    let n = 0
    const newId = () => `key-${++n}`
    store.getState().addAddon(product('cam', 10))
    const first = store.getState().checkoutKey(newId)
    expect(store.getState().checkoutKey(newId)).toBe(first)
    store.getState().addAddon(product('cam', 10))
    expect(store.getState().checkoutKey(newId)).not.toBe(first)
  })

  it('survives a reload through storage, with its checkout key', async () => {
    const storage = memoryStorage()
    const first = createCartStore(storage)
    first.getState().addSystem(system)
    first.getState().addAddon(product('cam', 10), 2)
    const key = first.getState().checkoutKey(() => 'key-1')
    expect(storage.map.has(CART_STORAGE_KEY)).toBe(true)
    const reloaded = createCartStore(storage)
    await (reloaded as unknown as { persist: { rehydrate(): Promise<void> } }).persist.rehydrate()
    expect(reloaded.getState().system?.name).toBe('Plus Package')
    expect(reloaded.getState().addons).toEqual([{ ...product('cam', 10), quantity: 2 }])
    expect(reloaded.getState().checkoutKey(() => 'key-2')).toBe(key)
  })
})
