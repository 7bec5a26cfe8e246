import type { Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRouter } from '../../api/apiRouter.server.ts'
import { embeddedServices } from '../../embedded/embeddedServices.server.ts'
import type { ServerContext } from '../../ServerContext.server.ts'
import { checkoutApiKey } from '../../embedded/processSecrets.server.ts'
import type { CheckoutRequest } from '../../../services/checkout/contract.ts'
import { type LoopbackSite, startLoopbackSite } from '../../../tests/support/loopbackSite.ts'

/** The site's /api and /embedded on a loopback port: the checkout reaches the embedded checkout API over HTTP. */
let server: Server
let base: string
let ctx: ServerContext
let loopback: LoopbackSite

beforeAll(async () => {
  // Every request of this file comes from one address; the limit has its own test (checkoutLimits.test.ts).
  loopback = await startLoopbackSite({ CHECKOUT_LIMIT_PER_CLIENT: '1000' })
  server = loopback.server
  base = loopback.base
  ctx = loopback.ctx
  const app = express()
  app.use('/api', apiRouter(ctx))
  app.use('/embedded', embeddedServices(ctx))
  server.on('request', app)
})
afterAll(async () => {
  await loopback.close()
})

const SHOP = 'https://www.harborhomesecurity.com/shop'
/** A checkout from the shop page unless the body names another page. */
const checkout = (body: Partial<CheckoutRequest>) =>
  fetch(`${base}/api/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pageUrl: SHOP, ...body }),
  })

const smartHome = 'STD-SMART-HOME-PACKAGE'

describe('POST /api/checkout with the embedded checkout API', () => {
  it('creates the order and answers with the same-site redirect of spec §2.3', async () => {
    const response = await checkout({
      idempotencyKey: 'key-00000001',
      catalogId: 'ecat-standard',
      system: { packageId: smartHome },
      addons: [
        { slug: 'indoor-camera', quantity: 2 },
        { slug: 'harbor-plus', quantity: 1 },
      ],
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.status).toBe('redirect')
    const match = /^\/checkout\/(HB\d{8})\/([0-9a-f]{32})\/customer$/.exec(body.redirectUrl)
    expect(match).not.toBeNull()
    const order = await ctx.storage.orders.find(match![1]!, match![2]!)
    // (d) bundle and add-ons, priced from the catalogue: 749.99 + 2 × 99.99 (Harbor Plus is billed monthly, so it
    // is not in the subtotal).
    expect(order!.payload).toMatchObject({
      store: 'nuxt',
      qualifiedTier: 'None',
      subtotal: 949.97,
      package: { name: 'Smart Home Package', sku: '' },
    })
    // The cameras are the one one-time add-on; Harbor Plus rides with the package's monthly services.
    expect((order!.payload.itemAddons as unknown[]).length).toBe(1)
    const services = (order!.payload.package as { services: Array<{ name: string; billing: string }> }).services
    expect(services.filter((service) => service.billing === 'monthly').map((service) => service.name)).toContain(
      'Harbor Plus Protection Plan',
    )
  })

  it('a retried checkout with the same key makes no second order', async () => {
    const store = ctx.storage.orders
    const before = await store.count()
    const request = {
      idempotencyKey: 'key-retry-0001',
      catalogId: 'ecat-standard',
      system: null,
      addons: [{ slug: 'smart-plug', quantity: 3 }],
    }
    const [first, second] = await Promise.all([checkout(request), checkout(request)])
    const third = await checkout(request)
    const urls = await Promise.all([first.json(), second.json(), third.json()])
    expect(new Set(urls.map((u) => u.redirectUrl)).size).toBe(1)
    expect(await store.count()).toBe(before + 1)
  })

  it('checks out a DIY catalogue as the new DIY bundle (spec §7.4 e)', async () => {
    const response = await checkout({
      idempotencyKey: 'key-diy-00001',
      pageUrl: 'https://www.harborhomesecurity.com/shop/dropship',
      catalogId: 'ecat-diy-dropship',
      system: { packageId: 'DIY-STARTER-PACKAGE' },
      addons: [],
      buyer: { email: 'ecomm.x@harborhomesecurity.com' },
    })
    const { redirectUrl } = await response.json()
    const [, , number, token] = redirectUrl.split('/')
    const order = (await ctx.storage.orders.find(number, token))!
    expect(order.payload).toMatchObject({
      store: 'ecomm_diy',
      package: null,
      customer: { leadSource: 'eComm DIY', email: 'ecomm.x@harborhomesecurity.com' },
    })
  })

  it.each([
    [
      { idempotencyKey: 'key-empty-001', catalogId: 'ecat-standard', system: null, addons: [] },
      'Unknown State of Shopping Cart',
    ],
    [
      {
        idempotencyKey: 'key-bad-00001',
        catalogId: 'ecat-standard',
        system: null,
        addons: [{ slug: 'no-such', quantity: 1 }],
      },
      'unknown product "no-such"',
    ],
    [
      { idempotencyKey: 'key-bad-00002', catalogId: 'nope', system: null, addons: [] },
      'the cart holds catalogue "nope", not this page\'s',
    ],
    // Issue 20 item 7: the catalogue follows from the page; a partner's discounted catalogue is not the shop's.
    [
      {
        idempotencyKey: 'key-bad-00003',
        catalogId: 'ecat-keystone-realty',
        system: null,
        addons: [{ slug: 'smart-plug', quantity: 1 }],
      },
      'the cart holds catalogue "ecat-keystone-realty", not this page\'s',
    ],
    [
      {
        idempotencyKey: 'key-bad-00004',
        pageUrl: 'https://www.harborhomesecurity.com/',
        catalogId: 'ecat-standard',
        system: null,
        addons: [{ slug: 'smart-plug', quantity: 1 }],
      },
      'checkout starts from a shop page',
    ],
    [
      {
        idempotencyKey: 'key-bad-00005',
        pageUrl: 'https://www.harborhomesecurity.com/keystoneoffer',
        catalogId: 'ecat-keystone-realty',
        system: null,
        addons: [{ slug: 'smart-plug', quantity: 1 }],
      },
      'checkout starts from a shop page',
    ],
    [
      {
        idempotencyKey: 'key-big-00001',
        catalogId: 'ecat-standard',
        system: null,
        addons: [
          { slug: 'smart-plug', quantity: 99 },
          { slug: 'smart-lock', quantity: 2 },
        ],
      },
      'an order holds at most 100 add-on units',
    ],
    [
      {
        idempotencyKey: 'key-big-00002',
        catalogId: 'ecat-standard',
        system: null,
        addons: [{ slug: 'harbor-home-touch-panel', quantity: 99 }],
      },
      'orders above $25,000 are taken by phone',
    ],
    [
      { idempotencyKey: 'x', catalogId: 'ecat-standard', system: null, addons: [] },
      'idempotencyKey must be 8-80 letters, digits or dashes',
    ],
    // Issue 28: repeated lines of one item are one line before the per-item cap (99 + 1 is 100 of it).
    [
      {
        idempotencyKey: 'key-big-00003',
        catalogId: 'ecat-standard',
        system: null,
        addons: [
          { slug: 'smart-plug', quantity: 99 },
          { slug: 'smart-plug', quantity: 1 },
        ],
      },
      'every add-on needs a slug and a quantity from 1 to 99',
    ],
  ])('answers 400 for %j', async (request, message) => {
    const response = await checkout(request)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ status: 'error', message })
  })

  it('orders repeated lines of one item as one line', async () => {
    const response = await checkout({
      idempotencyKey: 'key-merge-0001',
      catalogId: 'ecat-standard',
      system: null,
      addons: [
        { slug: 'smart-plug', quantity: 2 },
        { slug: 'smart-lock', quantity: 1 },
        { slug: 'smart-plug', quantity: 3 },
      ],
    })
    const [, , number, token] = (await response.json()).redirectUrl.split('/')
    const order = (await ctx.storage.orders.find(number, token))!
    expect(order.payload.itemAddons).toEqual([
      expect.objectContaining({ quantity: 5 }),
      expect.objectContaining({ quantity: 1 }),
    ])
  })

  // Issue 28: objects, arrays, numbers and 12 kB strings were stored and forwarded as the buyer.
  it.each([
    ['a list', [], 'buyer must be object'],
    ['an object as e-mail', { email: { $ne: null } }, 'buyer/email must be string'],
    ['a list as e-mail', { email: ['a@example.com'] }, 'buyer/email must be string'],
    ['a number as name', { firstName: 42 }, 'buyer/firstName must be string'],
    ['a 12 kB name', { firstName: 'x'.repeat(12_000) }, 'buyer/firstName must NOT have more than 100 characters'],
    ['two e-mail addresses', { email: 'a@example.com, b@example.com' }, 'buyer/email has an invalid format'],
    ['a 7-digit phone', { phone: '555-0142' }, 'buyer/phone has an invalid format'],
    ['escape sequences in a name', { firstName: 'Ann\u001b]0;owned\u0007' }, 'buyer/firstName has an invalid format'],
    ['an unknown field', { email: 'a@example.com', role: 'admin' }, 'buyer has an unknown property "role"'],
  ])('refuses %s as the buyer', async (_label, buyer, message) => {
    const response = await checkout({
      idempotencyKey: 'key-buyer-0001',
      pageUrl: 'https://www.harborhomesecurity.com/shop/dropship',
      catalogId: 'ecat-diy-dropship',
      system: { packageId: 'DIY-STARTER-PACKAGE' },
      addons: [],
      buyer: buyer as CheckoutRequest['buyer'],
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ status: 'error', message })
  })

  it('takes a buyer by the spec rules, with empty and null values', async () => {
    const response = await checkout({
      idempotencyKey: 'key-buyer-0002',
      pageUrl: 'https://www.harborhomesecurity.com/shop/dropship',
      catalogId: 'ecat-diy-dropship',
      system: { packageId: 'DIY-STARTER-PACKAGE' },
      addons: [],
      buyer: { email: 'ann@example.com', phone: '(312) 555-0142', firstName: '', lastName: null, vId: null },
    })
    expect(response.status).toBe(200)
  })

  it("takes a partner's catalogue on that partner's shop page", async () => {
    const response = await checkout({
      idempotencyKey: 'key-partner-01',
      pageUrl: 'https://www.harborhomesecurity.com/shop/keystone-realty',
      catalogId: 'ecat-keystone-realty',
      system: null,
      addons: [{ slug: 'smart-plug', quantity: 1 }],
    })
    expect(response.status).toBe(200)
  })

  it('reads an order back only with its token', async () => {
    const response = await checkout({
      idempotencyKey: 'key-read-0001',
      catalogId: 'ecat-standard',
      system: null,
      addons: [{ slug: 'smart-lock', quantity: 1 }],
    })
    const [, , number, token] = (await response.json()).redirectUrl.split('/')
    // Like the real checkout API, the embedded one wants the site's ApiKey (issue 20): the token alone is not enough.
    const headers = { ApiKey: checkoutApiKey(ctx.env) }
    const ok = await fetch(`${base}/embedded/checkout-api/checkout/orders/${number}?customer_token=${token}`, {
      headers,
    })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ checkout_order_number: number, subtotal: 229.99 })
    const wrong = await fetch(
      `${base}/embedded/checkout-api/checkout/orders/${number}?customer_token=${'0'.repeat(32)}`,
      { headers },
    )
    expect(wrong.status).toBe(404)
    expect(
      (await fetch(`${base}/embedded/checkout-api/checkout/orders/${number}?customer_token=${token}`)).status,
    ).toBe(401)
  })
})
