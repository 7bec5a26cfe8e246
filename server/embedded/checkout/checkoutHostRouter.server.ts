import { Router } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import { confirmCheckoutOrder } from '../../checkout/checkoutApiClient.server.ts'
import {
  type ConfirmOrderResult,
  type OrderConfirmation,
  CONFIRM_ORDER_ENDPOINT,
  checkConfirmOrderRequest,
} from '../../../services/checkout/confirmation.ts'
import { checkoutApiKey } from '../processSecrets.server.ts'

/** For API clients; the order page shows its own configured words for a slot that cannot be booked. */
const APPOINTMENT_MESSAGE = 'The installation time is not one that can be booked.'

/**
 * The embedded checkout host's one write (the stand-in for the company's hosted checkout): POST
 * /api/checkout-host/confirmation places the order the buyer holds (number and customer token) with their
 * contact details and installation slot, after the demo payment step. It checks the details (spec §5) and
 * the slot (spec §4.11), then stores the confirmation through the checkout API client (over HTTP with the ApiKey),
 * so the same code talks to a real checkout API. The token is the buyer's credential,
 * as in the order page's URL; no card data is ever asked or sent.
 */
export function checkoutHostRouter(ctx: ServerContext): Router {
  const router = Router()
  router.post(CONFIRM_ORDER_ENDPOINT.replace(/^\/api/, ''), async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const send = (status: number, body: ConfirmOrderResult) => res.status(status).json(body)
    const checked = checkConfirmOrderRequest(req.body, Date.now(), APPOINTMENT_MESSAGE)
    if (!checked) return send(400, { status: 'error', message: 'The confirmation request is not valid.' })
    if (!checked.ok) return send(400, { status: 'invalid', fieldErrors: checked.fieldErrors })
    const { orderNumber, token, contact, appointment } = checked.request
    const confirmation: OrderConfirmation = {
      contact,
      appointment,
      payment: 'demo',
      confirmedAt: new Date().toISOString(),
    }
    try {
      const stored = await confirmCheckoutOrder(
        ctx.upstreams.checkout.baseUrl,
        checkoutApiKey(ctx.env),
        orderNumber,
        token,
        confirmation as unknown as Record<string, unknown>,
      )
      if (!stored) return send(404, { status: 'error', message: 'No order with this number and token.' })
      // The first confirmation stays: a repeated one answers with what was stored.
      send(200, { status: 'confirmed', confirmation: stored as unknown as OrderConfirmation })
    } catch (error) {
      console.error('order confirmation failed:', error instanceof Error ? error.message : String(error))
      send(502, { status: 'error', message: 'The order could not be confirmed.' })
    }
  })
  return router
}
