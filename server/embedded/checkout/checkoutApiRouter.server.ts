import { Router, json } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import { idempotencyKey, requireApiKey } from '../requestHelpers.server.ts'
import { checkoutApiKey } from '../processSecrets.server.ts'

/**
 * The embedded checkout API: POST /checkout/orders stores the order and answers, like the real
 * service, in snake_case with the order number and the customer's token. An Idempotency-Key header
 * makes a retried request return the first order. GET /checkout/orders/:number?customer_token= reads
 * an order back for the order summary page of the embedded checkout host; POST
 * /checkout/orders/:number/confirmation?customer_token= stores what the host's buyer confirmed (contact,
 * installation slot, demo payment), once. All want the ApiKey, like the real service (CHECKOUT_API_KEY, else
 * this process's own): only the site may create, read or confirm orders.
 */
export function checkoutApiRouter(ctx: ServerContext): Router {
  const orders = ctx.storage.orders
  const router = Router()
  router.use(requireApiKey(() => checkoutApiKey(ctx.env)))
  router.use(json({ limit: '64kb' }))

  router.post('/checkout/orders', async (req, res) => {
    const payload: unknown = req.body
    if (
      payload === null ||
      typeof payload !== 'object' ||
      Array.isArray(payload) ||
      typeof (payload as { subtotal?: unknown }).subtotal !== 'number'
    ) {
      res.status(400).json({ error: 'invalid_order', message: 'The order needs a JSON body with a numeric subtotal.' })
      return
    }
    const { order, created } = await orders.create(payload as Record<string, unknown>, idempotencyKey(req))
    res.status(created ? 201 : 200).json({
      checkout_order_number: order.orderNumber,
      customer_token: order.customerToken,
      subtotal: order.subtotal,
      store: order.store,
      created_at: order.createdAt,
    })
  })

  router.get('/checkout/orders/:orderNumber', async (req, res) => {
    const token = typeof req.query.customer_token === 'string' ? req.query.customer_token : ''
    const order = await orders.find(req.params.orderNumber, token)
    if (!order) {
      res.status(404).json({ error: 'not_found', message: 'No order with this number and token.' })
      return
    }
    res.set('Cache-Control', 'no-store').json({
      checkout_order_number: order.orderNumber,
      store: order.store,
      subtotal: order.subtotal,
      created_at: order.createdAt,
      order: order.payload,
      confirmation: order.confirmation,
    })
  })

  router.post('/checkout/orders/:orderNumber/confirmation', async (req, res) => {
    const token = typeof req.query.customer_token === 'string' ? req.query.customer_token : ''
    const body: unknown = req.body
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      res.status(400).json({ error: 'invalid_confirmation', message: 'The confirmation needs a JSON object.' })
      return
    }
    const order = await orders.confirm(req.params.orderNumber, token, body as Record<string, unknown>)
    if (!order) {
      res.status(404).json({ error: 'not_found', message: 'No order with this number and token.' })
      return
    }
    res
      .set('Cache-Control', 'no-store')
      .json({ checkout_order_number: order.orderNumber, confirmation: order.confirmation })
  })
  return router
}
