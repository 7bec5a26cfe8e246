import type { Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutRouter } from '../checkoutRouter.server.ts'
import { checkoutLimitFromEnv, createCheckoutLimits, DEFAULT_CHECKOUT_LIMIT } from '../checkoutLimits.server.ts'
import { embeddedServices } from '../../embedded/embeddedServices.server.ts'
import type { ServerContext } from '../../ServerContext.server.ts'
import { type LoopbackSite, startLoopbackSite } from '../../../tests/support/loopbackSite.ts'

/** Issue 28: 200 orders in 2.3 s from one address, each stored and forwarded to the checkout API. */
let server: Server
let base: string
let ctx: ServerContext
let loopback: LoopbackSite
let clock = 1_000_000

beforeAll(async () => {
  loopback = await startLoopbackSite()
  server = loopback.server
  base = loopback.base
  ctx = loopback.ctx
  const app = express()
  // The client address comes from X-Forwarded-For, so one test plays several visitors.
  app.set('trust proxy', 'loopback')
  app.use(
    '/api',
    express.json(),
    checkoutRouter(
      ctx,
      createCheckoutLimits({ limit: 3, windowMs: 60_000 }, undefined, () => clock),
    ),
  )
  app.use('/embedded', embeddedServices(ctx))
  server.on('request', app)
})
afterAll(async () => {
  await loopback.close()
})

const order = (key: string, client = '203.0.113.5') =>
  fetch(`${base}/api/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({
      idempotencyKey: key,
      pageUrl: 'https://www.harborhomesecurity.com/shop',
      catalogId: 'ecat-standard',
      system: null,
      addons: [{ slug: 'smart-plug', quantity: 1 }],
    }),
  })

describe('POST /api/checkout: new orders per client address', () => {
  it('answers 429 with the sales phone past the limit; retries of let-through orders still land', async () => {
    const store = ctx.storage.orders
    const before = await store.count()
    for (const key of ['limit-key-0001', 'limit-key-0002', 'limit-key-0003'])
      expect((await order(key)).status).toBe(200)
    const refused = await order('limit-key-0004')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    const body = await refused.json()
    expect(body.status).toBe('error')
    expect(body.message).toContain(ctx.site().config.phones.sales)
    expect(await store.count()).toBe(before + 3)
    // A buyer's retry of an order already let through is answered (same order), a refused key stays refused.
    expect((await order('limit-key-0002')).status).toBe(200)
    expect((await order('limit-key-0004')).status).toBe(429)
    // Another address has its own count; invalid carts never count.
    expect((await order('limit-key-0005', '198.51.100.9')).status).toBe(200)
    expect(await store.count()).toBe(before + 4)
  })

  it('lets the client order again once the window has passed', async () => {
    const client = '192.0.2.44'
    for (const key of ['window-key-01', 'window-key-02', 'window-key-03']) await order(key, client)
    expect((await order('window-key-04', client)).status).toBe(429)
    clock += 60_000
    expect((await order('window-key-04', client)).status).toBe(200)
  })
})

describe('CHECKOUT_LIMIT_PER_CLIENT', () => {
  it('raises the count and keeps the window; refuses what is not a whole number', () => {
    expect(checkoutLimitFromEnv({})).toEqual(DEFAULT_CHECKOUT_LIMIT)
    expect(checkoutLimitFromEnv({ CHECKOUT_LIMIT_PER_CLIENT: '500' })).toEqual({
      ...DEFAULT_CHECKOUT_LIMIT,
      limit: 500,
    })
    expect(() => checkoutLimitFromEnv({ CHECKOUT_LIMIT_PER_CLIENT: 'lots' })).toThrow(/whole number/)
  })
})
