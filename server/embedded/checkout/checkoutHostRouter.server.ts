import { Router } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import { confirmCheckoutOrder, readCheckoutOrder } from '../../checkout/checkoutApiClient.server.ts'
import { acceptedPayment } from '../../../services/checkout/payment.ts'
import {
  type ConfirmOrderResult,
  type OrderConfirmation,
  CONFIRM_ORDER_ENDPOINT,
  checkConfirmOrderRequest,
} from '../../../services/checkout/confirmation.ts'
import { checkoutApiKey } from '../processSecrets.server.ts'
import { zipServiceableFor } from '../../zip/zipRouter.server.ts'

/** For API clients; the order page shows its own configured words for a slot that cannot be booked. */
const APPOINTMENT_MESSAGE = 'The installation time is not one that can be booked.'
const PAYMENT_MESSAGE = 'The payment is not one this order can take.'

/**
 * The embedded checkout host's one write (the stand-in for the company's hosted checkout): POST
 * /api/checkout-host/confirmation places the order the buyer holds (number and customer token) with their
 * contact details, installation address and slot, after the payment step. It checks the details (spec §5) and
 * the slot (spec §4.11) and the payment chosen against the order's total, then stores the confirmation through the
 * checkout API client (over HTTP with the ApiKey), so the same code talks to a real checkout API. The token is the
 * buyer's credential, as in the order page's URL. Of a card only its brand and last 4 digits ever reach the host.
 */
export function checkoutHostRouter(ctx: ServerContext): Router {
  const router = Router()
  const zipServiceable = zipServiceableFor(ctx)
  router.post(CONFIRM_ORDER_ENDPOINT.replace(/^\/api/, ''), async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const send = (status: number, body: ConfirmOrderResult) => res.status(status).json(body)
    const checked = checkConfirmOrderRequest(req.body, Date.now(), APPOINTMENT_MESSAGE, ctx.site().config.hours)
    if (!checked) return send(400, { status: 'error', message: 'The confirmation request is not valid.' })
    if (!checked.ok) return send(400, { status: 'invalid', fieldErrors: checked.fieldErrors })
    const { orderNumber, token, contact, address, appointment } = checked.request
    // Spec §4.4's ZIP check, as on the order page: no installation is booked where the company does not serve.
    if (!(await zipServiceable(contact.zip)))
      return send(400, { status: 'invalid', fieldErrors: { zip: ctx.site().config.forms.messages.notServiceable } })
    const baseUrl = ctx.upstreams.checkout.baseUrl
    const apiKey = checkoutApiKey(ctx.env)
    try {
      // The payment is checked against the order's own total (financing from its minimum, its figure computed here).
      const order = await readCheckoutOrder(baseUrl, apiKey, orderNumber, token)
      if (!order) return send(404, { status: 'error', message: 'No order with this number and token.' })
      const payment = acceptedPayment(checked.request.payment, Number(order.subtotal))
      if (!payment) return send(400, { status: 'invalid', fieldErrors: { payment: PAYMENT_MESSAGE } })
      const confirmation: OrderConfirmation = {
        contact,
        address,
        appointment,
        payment,
        confirmedAt: new Date().toISOString(),
      }
      const stored = await confirmCheckoutOrder(
        baseUrl,
        apiKey,
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
