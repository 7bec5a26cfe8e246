import type { Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRouter } from '../../api/apiRouter.server.ts'
import { embeddedServices } from '../embeddedServices.server.ts'
import type { ServerContext } from '../../ServerContext.server.ts'
import { type LoopbackSite, startLoopbackSite } from '../../../tests/support/loopbackSite.ts'

/**
 * Issue 20 item 3: in the default `npm start` (no upstream configured, no keys in the environment) the
 * embedded company services answer only the site, which holds their per-process credentials.
 */
let server: Server
let base: string
let ctx: ServerContext
let loopback: LoopbackSite

beforeAll(async () => {
  loopback = await startLoopbackSite()
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

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('the embedded services, called from outside', () => {
  it('refuse to create an order without the checkout ApiKey (the $0.01 order)', async () => {
    const orders = ctx.storage.orders
    const before = await orders.count()
    expect((await post('/embedded/checkout-api/checkout/orders', { subtotal: 0.01 })).status).toBe(401)
    expect((await post('/embedded/checkout-api/checkout/orders', { subtotal: 0.01 }, { ApiKey: 'guess' })).status).toBe(
      401,
    )
    expect(await orders.count()).toBe(before)
  })

  it('refuse customer-type and ZIP questions without the lead API key (no way around the offer rate limits)', async () => {
    expect(
      (await fetch(`${base}/embedded/lead-api/CJMA/FetchCustomerType?customerNumber=100234&email=a@b.co`)).status,
    ).toBe(401)
    expect((await fetch(`${base}/embedded/lead-api/CJMA/IsZipcodeServiceable?zipCode=75201`)).status).toBe(401)
    expect((await fetch(`${base}/embedded/lead-api/Lead/GetAllServiceableZipCodes`)).status).toBe(401)
    expect((await post('/embedded/lead-api/Lead/SubmitLead', { email: 'x@example.com' })).status).toBe(401)
    expect(
      (
        await post('/embedded/lead-api/Lead/SendLeadEmail', {
          messageId: 'm',
          to: { email: 'victim@example.com' },
          from: 'x',
          templateId: 't',
          data: {},
        })
      ).status,
    ).toBe(401)
  })

  it('refuse form captures for the old well-known portal id', async () => {
    const capture = await fetch(
      `${base}/embedded/marketing-automation/uploads/form/v2/embedded-portal/harbor-lead-capture`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=x%40example.com',
      },
    )
    expect(capture.status).toBe(404)
  })

  it('still serve the site: a checkout through /api/checkout creates the order', async () => {
    const response = await post('/api/checkout', {
      idempotencyKey: 'key-access-0001',
      pageUrl: 'https://www.harborhomesecurity.com/shop',
      catalogId: 'ecat-standard',
      system: null,
      addons: [{ slug: 'smart-plug', quantity: 1 }],
    })
    expect(response.status).toBe(200)
    expect((await response.json()).redirectUrl).toMatch(/^\/checkout\/HB\d{8}\/[0-9a-f]{32}\/customer$/)
  })
})
