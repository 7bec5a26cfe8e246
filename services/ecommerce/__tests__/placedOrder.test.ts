import { describe, expect, it } from 'vitest'
import { product, system } from '../../checkout/__tests__/fixtures.ts'
import { CART_STORAGE_KEY, createCartStore, storedCartHref, storedCartItemCount } from '../index.ts'
import {
  PLACED_ORDER_BOOT_SCRIPT,
  cartFingerprint,
  placedOrderOutcome,
  savedCartAfterOrder,
  settlePlacedOrder,
} from '../placedOrder.ts'

/** A localStorage stand-in the cart store and the rule both use. */
function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

/** A cart checked out as the shop does it: a key made, the order created, its number recorded. */
async function checkedOutCart() {
  const storage = memoryStorage()
  const store = createCartStore(storage, '/shop/dallas-dealer?view=cart')
  store.getState().addSystem(system)
  store.getState().addAddon(product('plug', 5), 2)
  store.getState().checkoutKey(() => 'key-1')
  store.getState().recordOrder('HB1001')
  await Promise.resolve()
  return { storage, store }
}

/** Runs the head boot script's statements as the page would, with `search` as the address's query. */
function runBoot(saved: string | null, search: string): string | null {
  const storage = memoryStorage()
  if (saved !== null) storage.setItem(CART_STORAGE_KEY, saved)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline boot script as the page's <script> would
  new Function('window', 'location', 'URLSearchParams', PLACED_ORDER_BOOT_SCRIPT)(
    { localStorage: storage },
    { search },
    URLSearchParams,
  )
  return storage.getItem(CART_STORAGE_KEY)
}

/** The rule in the service and in the boot script: the saved cart afterwards, parsed. */
function bothWays(saved: string | null, orderNumber: string) {
  const byService = savedCartAfterOrder(saved, orderNumber) ?? saved
  const byBoot = runBoot(saved, `?view=cart&placed=${orderNumber}`)
  return { byService: JSON.parse(byService ?? 'null') as unknown, byBoot: JSON.parse(byBoot ?? 'null') as unknown }
}

describe('a placed order empties the cart it was made from (issue 25)', () => {
  it('empties the unchanged cart of that order, names the order and keeps the shop it was built in', async () => {
    const { storage } = await checkedOutCart()
    const saved = storage.getItem(CART_STORAGE_KEY)
    const { byService, byBoot } = bothWays(saved, 'HB1001')
    expect(byBoot).toEqual(byService)
    const after = JSON.stringify(byService)
    expect(storedCartItemCount(after)).toBe(0)
    expect((byService as { state: { placedOrder: string } }).state.placedOrder).toBe('HB1001')
    expect(storedCartHref(after)).toBe('/shop/dallas-dealer?view=cart')
  })

  it('keeps a cart changed after checkout started, and a cart of another order', async () => {
    const { storage, store } = await checkedOutCart()
    const ordered = storage.getItem(CART_STORAGE_KEY)
    for (const [saved, orderNumber] of [
      [ordered, 'HB2002'],
      [null, 'HB1001'],
      ['{"state":', 'HB1001'],
    ] as const) {
      expect(savedCartAfterOrder(saved, orderNumber)).toBeNull()
      expect(runBoot(saved, `?placed=${orderNumber}`)).toBe(saved)
    }
    store.getState().addAddon(product('plug', 5), 1)
    await Promise.resolve()
    const changed = storage.getItem(CART_STORAGE_KEY)
    expect(savedCartAfterOrder(changed, 'HB1001')).toBeNull()
    expect(runBoot(changed, '?placed=HB1001')).toBe(changed)
    expect(placedOrderOutcome(store.getState(), 'HB1001')).toBe('kept')
    // Changed back to what was ordered: it is the order again.
    store.getState().updateAddonQuantity(product('plug', 5), 2)
    await Promise.resolve()
    expect(storedCartItemCount(savedCartAfterOrder(storage.getItem(CART_STORAGE_KEY), 'HB1001'))).toBe(0)
  })

  it('leaves the saved cart alone on an address that names no order', async () => {
    const { storage } = await checkedOutCart()
    const saved = storage.getItem(CART_STORAGE_KEY)
    expect(runBoot(saved, '?view=cart')).toBe(saved)
    expect(runBoot(saved, '')).toBe(saved)
  })

  it('says an order is placed only for an order of this cart', async () => {
    const { storage, store } = await checkedOutCart()
    settlePlacedOrder(storage, 'HB1001')
    await (store as unknown as { persist: { rehydrate(): Promise<void> } }).persist.rehydrate()
    expect(placedOrderOutcome(store.getState(), 'HB1001')).toBe('emptied')
    expect(placedOrderOutcome(store.getState(), 'HB9999')).toBeNull()
    expect(placedOrderOutcome(store.getState(), null)).toBeNull()
  })

  it('records the order only for the cart its key was made for', async () => {
    const { store } = await checkedOutCart()
    expect(store.getState().checkoutAttempt).toEqual({
      key: 'key-1',
      fingerprint: cartFingerprint(store.getState()),
      orderNumber: 'HB1001',
    })
    store.getState().addAddon(product('siren', 7), 1)
    store.getState().recordOrder('HB3003')
    expect(store.getState().checkoutAttempt?.orderNumber).toBe('HB1001')
  })
})

describe('the cart’s own shop (issue 25: a partner’s cart)', () => {
  it('is recorded by what the visitor puts in the cart, and only a path of this site is followed', () => {
    const saved = (cartHref: unknown) => JSON.stringify({ state: { system: null, addons: [], cartHref }, version: 0 })
    expect(storedCartHref(saved('/shop/dallas-dealer?view=cart'))).toBe('/shop/dallas-dealer?view=cart')
    expect(storedCartHref(saved('//evil.example/shop'))).toBeNull()
    expect(storedCartHref(saved('/\\evil.example'))).toBeNull()
    expect(storedCartHref(saved('https://evil.example/'))).toBeNull()
    expect(storedCartHref(saved(null))).toBeNull()
    expect(storedCartHref('not json')).toBeNull()
  })
})
