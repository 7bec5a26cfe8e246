import { Router } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import { InvalidCheckoutRequest, parseCheckoutRequest } from './cartFromRequest.server.ts'
import type { CheckoutResult } from '../../services/checkout/contract.ts'
import { type CheckoutLimits, checkoutLimitsOf } from './checkoutLimits.server.ts'
import { shopOrders } from './shopOrder.server.ts'

/**
 * POST /api/checkout: rebuilds the cart from the catalogue, builds the order payload of spec §7.4,
 * creates the order at the checkout API (its key stays here) and answers with the checkout redirect
 * (shopOrder.server.ts, which a package chosen without scripts goes through too). New orders per client address
 * are limited (checkoutLimits.server.ts, docs/threat-model.md).
 */
export function checkoutRouter(ctx: ServerContext, limits: CheckoutLimits = checkoutLimitsOf(ctx)): Router {
  const order = shopOrders(ctx, limits)
  const router = Router()
  router.post('/checkout', async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const send = (status: number, body: CheckoutResult) => res.status(status).json(body)
    let request
    try {
      request = parseCheckoutRequest(req.body)
    } catch (error) {
      // parseCheckoutRequest refuses with InvalidCheckoutRequest only; anything else is this server's failure.
      if (error instanceof InvalidCheckoutRequest) send(400, { status: 'error', message: error.message })
      else send(502, { status: 'error', message: 'The order could not be created.' })
      return
    }
    const outcome = await order(request, req, res)
    if (outcome.status === 'redirect') send(200, outcome)
    else if (outcome.status === 'invalid') send(400, { status: 'error', message: outcome.message })
    else if (outcome.status === 'limited') {
      res.set('Retry-After', String(outcome.retryAfterSeconds))
      send(429, { status: 'error', message: outcome.message })
    } else send(502, { status: 'error', message: outcome.message })
  })
  return router
}
