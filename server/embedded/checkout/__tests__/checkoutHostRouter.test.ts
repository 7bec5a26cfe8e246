import type { Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRouter } from '../../../api/apiRouter.server.ts'
import { embeddedServices } from '../../embeddedServices.server.ts'
import type { ServerContext } from '../../../ServerContext.server.ts'
import { ADDRESS_MESSAGE, CONFIRM_ORDER_ENDPOINT } from '../../../../services/checkout/confirmation.ts'
import { dateOptions, timeSlotOptions } from '../../../../services/scheduling/index.ts'
import { type LoopbackSite, startLoopbackSite } from '../../../../tests/support/loopbackSite.ts'

/** The site's /api and /embedded on a loopback port: the host reaches the embedded checkout API over HTTP. */
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

const ADDRESS = { street: '1500 Marilla St', unit: 'Suite 4', city: 'Dallas', state: 'TX' }
const CONTACT = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '(312) 555-0142', zip: '75201' }

/** A slot the pickers offer a week from now (the host checks it against its own clock). */
function openAppointment() {
  const inAWeek = Date.now() + 7 * 24 * 60 * 60 * 1000
  const date = dateOptions(inAWeek)[1]!.value
  return { date, timeOfDay: 'morning' as const, slot: timeSlotOptions(date, 'morning', inAWeek)[0]!.value }
}

const confirm = (body: unknown) =>
  fetch(`${base}${CONFIRM_ORDER_ENDPOINT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('POST /api/checkout-host/confirmation', () => {
  it('places the order once through the checkout API; the stored order carries the confirmation', async () => {
    const { order } = await ctx.storage.orders.create({ subtotal: 1399.99, store: 'nuxt' }, null)
    const appointment = openAppointment()
    const request = {
      orderNumber: order.orderNumber,
      token: order.customerToken,
      contact: CONTACT,
      address: ADDRESS,
      appointment,
      // Whatever else the browser adds to the card, only the brand and last 4 digits are kept.
      payment: { method: 'card', brand: 'Visa', last4: '4242', number: '4242424242424242', cvc: '123' },
    }
    const first = await confirm(request)
    expect(first.status).toBe(200)
    const placed = (await first.json()) as { status: string; confirmation: Record<string, unknown> }
    expect(placed).toMatchObject({
      status: 'confirmed',
      confirmation: { contact: CONTACT, address: ADDRESS, appointment },
    })
    expect(placed.confirmation.payment).toEqual({ method: 'card', brand: 'Visa', last4: '4242' })
    expect(JSON.stringify(await ctx.storage.orders.find(order.orderNumber, order.customerToken))).not.toContain(
      '4242424242424242',
    )

    // Placing it again answers with the first confirmation, not a second one.
    const again = await confirm({ ...request, contact: { ...CONTACT, firstName: 'Other' } })
    expect(((await again.json()) as { confirmation: unknown }).confirmation).toEqual(placed.confirmation)
    const stored = await ctx.storage.orders.find(order.orderNumber, order.customerToken)
    expect(stored!.confirmation).toEqual(placed.confirmation)
  })

  it('takes financing from the order’s own total: refused below the $599 minimum, its figure computed by the host', async () => {
    const appointment = openAppointment()
    const small = (await ctx.storage.orders.create({ subtotal: 449.99, store: 'nuxt' }, null)).order
    const refused = await confirm({
      orderNumber: small.orderNumber,
      token: small.customerToken,
      contact: CONTACT,
      address: ADDRESS,
      appointment,
      payment: { method: 'financing' },
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ status: 'invalid', fieldErrors: { payment: expect.any(String) } })
    expect((await ctx.storage.orders.find(small.orderNumber, small.customerToken))!.confirmation).toBeNull()

    const large = (await ctx.storage.orders.create({ subtotal: 1539.97, store: 'nuxt' }, null)).order
    const financed = await confirm({
      orderNumber: large.orderNumber,
      token: large.customerToken,
      contact: CONTACT,
      address: ADDRESS,
      appointment,
      payment: { method: 'financing', monthly: 1 },
    })
    expect(((await financed.json()) as { confirmation: { payment: unknown } }).confirmation.payment).toEqual({
      method: 'financing',
      payments: 48,
      monthly: 32.08,
      financed: 1539.97,
    })
  })

  it('answers 404 for a token that is not the order’s, and never stores it', async () => {
    const { order } = await ctx.storage.orders.create({ subtotal: 10, store: 'nuxt' }, null)
    const response = await confirm({
      orderNumber: order.orderNumber,
      token: 'not-the-token',
      contact: CONTACT,
      address: ADDRESS,
      appointment: openAppointment(),
      payment: { method: 'atInstallation' },
    })
    expect(response.status).toBe(404)
    expect((await ctx.storage.orders.find(order.orderNumber, order.customerToken))!.confirmation).toBeNull()
  })

  it('refuses details that break spec 5 and a slot already past, field by field', async () => {
    const { order } = await ctx.storage.orders.create({ subtotal: 10, store: 'nuxt' }, null)
    const response = await confirm({
      orderNumber: order.orderNumber,
      token: order.customerToken,
      contact: { ...CONTACT, phone: '123' },
      appointment: { date: '1/5/2026', timeOfDay: 'morning', slot: '1/5/2026, 08:00 AM' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      status: 'invalid',
      fieldErrors: { phone: 'Enter a valid phone number.', appointment: expect.any(String) },
    })
    expect((await ctx.storage.orders.find(order.orderNumber, order.customerToken))!.confirmation).toBeNull()
  })

  it('books no installation where the company does not serve, nor without an address (rater D1, D3)', async () => {
    const { order } = await ctx.storage.orders.create({ subtotal: 10, store: 'nuxt' }, null)
    const request = {
      orderNumber: order.orderNumber,
      token: order.customerToken,
      contact: CONTACT,
      address: ADDRESS,
      appointment: openAppointment(),
      payment: { method: 'atInstallation' },
    }
    const unserved = await confirm({ ...request, contact: { ...CONTACT, zip: '99501' } })
    expect(unserved.status).toBe(400)
    expect(await unserved.json()).toEqual({
      status: 'invalid',
      fieldErrors: { zip: ctx.site().config.forms.messages.notServiceable },
    })
    const homeless = await confirm({ ...request, address: { ...ADDRESS, street: '' } })
    expect(homeless.status).toBe(400)
    expect(await homeless.json()).toEqual({ status: 'invalid', fieldErrors: { address: ADDRESS_MESSAGE } })
    expect((await ctx.storage.orders.find(order.orderNumber, order.customerToken))!.confirmation).toBeNull()
  })
})
