import { describe, expect, it } from 'vitest'
import { siteServicesOf } from '../../siteServices.server.ts'
import { buildCheckoutPayload } from '../../../services/checkout/index.ts'
import { cartFromRequest } from '../cartFromRequest.server.ts'
import { type PackageOrderApp, packageOrderAppPerFile } from './support/packageOrderApp.ts'

/**
 * Issue 25, D5: a package chosen on a shop page without scripts is posted urlencoded to the page and ordered through
 * the scripted checkout's own code. The page handler behind it is a stand-in that answers with the state it was given
 * (the real page is in tests/e2e/shopWithoutScripts.test.ts); the checkout API is the embedded one, over HTTP.
 */
const app = packageOrderAppPerFile()

const STARTER = 'STD-STARTER-PACKAGE'
const choose: PackageOrderApp['choose'] = (...args) => app().choose(...args)
const orderOf: PackageOrderApp['orderOf'] = (location) => app().orderOf(location)
const priceOf: PackageOrderApp['priceOf'] = (...args) => app().priceOf(...args)

describe('a shop package chosen without scripts', () => {
  it('answers 303 to the checkout with the order the scripted cart makes of that package alone', async () => {
    const answer = await choose('/shop', { packageId: STARTER, catalogId: 'ecat-standard', key: 'shop-key-one-0001' })
    expect(answer.status).toBe(303)
    const order = await orderOf(answer.headers.get('location'))
    // The payload POST /api/checkout builds for {system: Starter, addons: []} from /shop (its own code path).
    const catalogue = (await siteServicesOf(app().ctx).catalogue.catalogue('ecat-standard'))!
    const scripted = {
      idempotencyKey: 'x',
      pageUrl: '/shop',
      catalogId: 'ecat-standard',
      system: { packageId: STARTER },
      addons: [],
    }
    const { payload } = buildCheckoutPayload({
      cart: cartFromRequest(scripted, catalogue),
      settings: siteServicesOf(app().ctx).shop.checkout,
      flow: catalogue.checkoutFlow,
    })
    expect(order.payload).toEqual(JSON.parse(JSON.stringify(payload)))
    expect(order.payload).toMatchObject({
      package: { name: 'Starter Package', price: await priceOf('ecat-standard', STARTER) },
    })
  })

  it('makes one order of a double press (the same key): both presses land on it', async () => {
    const before = await app().ctx.storage.orders.count()
    const fields = { packageId: STARTER, catalogId: 'ecat-standard', key: 'shop-key-double-01' }
    const [first, second] = await Promise.all([choose('/shop', fields), choose('/shop', fields)])
    expect([first.status, second.status]).toEqual([303, 303])
    expect(second.headers.get('location')).toBe(first.headers.get('location'))
    expect(await app().ctx.storage.orders.count()).toBe(before + 1)
  })

  it('orders from a partner’s own catalogue on its shop, at the partner’s price', async () => {
    const packageId = 'DLR-STARTER-PACKAGE'
    const answer = await choose(
      '/shop/dallas-dealer',
      { packageId, catalogId: 'ecat-dealer', key: 'shop-key-partner-1' },
      { 'x-forwarded-for': '203.0.113.20' },
    )
    expect(answer.status).toBe(303)
    const order = await orderOf(answer.headers.get('location'))
    const price = await priceOf('ecat-dealer', packageId)
    expect(price).toBeLessThan(await priceOf('ecat-standard', STARTER))
    expect(order.payload).toMatchObject({ package: { price } })
  })

  it('refuses another catalogue than the page’s (422), keeping nothing to retry, and makes no order', async () => {
    const before = await app().ctx.storage.orders.count()
    // The partner's discounted catalogue posted to /shop, and /shop's catalogue posted to the partner's shop.
    const foreign = await choose('/shop', {
      packageId: 'DLR-STARTER-PACKAGE',
      catalogId: 'ecat-dealer',
      key: 'shop-key-foreign1',
    })
    const swapped = await choose('/shop/dallas-dealer', {
      packageId: STARTER,
      catalogId: 'ecat-standard',
      key: 'shop-key-foreign2',
    })
    for (const answer of [foreign, swapped]) {
      expect(answer.status).toBe(422)
      expect(await answer.json()).toMatchObject({ blockId: 'cart', outcome: 'invalid' })
    }
    // A package the page's catalogue does not sell, and a key the checkout would not take.
    expect(
      (await choose('/shop', { packageId: 'NO-SUCH-PACKAGE', catalogId: 'ecat-standard', key: 'shop-key-unknown' }))
        .status,
    ).toBe(422)
    expect((await choose('/shop', { packageId: STARTER, catalogId: 'ecat-standard', key: '' })).status).toBe(422)
    expect(await app().ctx.storage.orders.count()).toBe(before)
  })

  it('refuses a cross-site post (403) and goes on for a page without a cart (405)', async () => {
    const fields = { packageId: STARTER, catalogId: 'ecat-standard', key: 'shop-key-cross-01' }
    const before = await app().ctx.storage.orders.count()
    expect((await choose('/shop', fields, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await choose('/shop', fields, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await choose('/secure', fields)).status).toBe(405)
    expect(await app().ctx.storage.orders.count()).toBe(before)
  })

  it('keeps the per-client order limit: 429 with Retry-After and the choice kept; a retry of a key it let through passes', async () => {
    const client = { 'x-forwarded-for': '198.51.100.7' }
    const order = (key: string) => choose('/shop', { packageId: STARTER, catalogId: 'ecat-standard', key }, client)
    for (const key of ['shop-limit-key-1', 'shop-limit-key-2', 'shop-limit-key-3'])
      expect((await order(key)).status).toBe(303)
    const refused = await order('shop-limit-key-4')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.json()).toMatchObject({
      outcome: 'unavailable',
      refusal: 'limited',
      packageOrder: {
        packageId: STARTER,
        catalogId: 'ecat-standard',
        orderKey: 'shop-limit-key-4',
        packageName: 'Starter Package',
      },
    })
    expect((await order('shop-limit-key-2')).status).toBe(303)
    app().advance(60_000)
    expect((await order('shop-limit-key-4')).status).toBe(303)
  })

  it('answers 502 with the choice and its key kept when the checkout API fails; the retry with that key orders once', async () => {
    const fields = { packageId: STARTER, catalogId: 'ecat-standard', key: 'shop-key-failing-1' }
    const client = { 'x-forwarded-for': '198.51.100.30' }
    app().checkoutDown = true
    let failed
    try {
      failed = await choose('/shop', fields, client)
    } finally {
      app().checkoutDown = false
    }
    expect(failed.status).toBe(502)
    expect(await failed.json()).toMatchObject({ outcome: 'unavailable', packageOrder: { orderKey: fields.key } })
    const before = await app().ctx.storage.orders.count()
    const retried = await choose('/shop', fields, client)
    expect(retried.status).toBe(303)
    expect(await app().ctx.storage.orders.count()).toBe(before + 1)
  })
})
