import { Router } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import { UNKNOWN_CART_STATE, buildCheckoutPayload, checkoutRedirectUrl } from '../../services/checkout/index.ts'
import { siteServicesOf } from '../siteServices.server.ts'
import {
  InvalidCheckoutRequest,
  MAX_ORDER_SUBTOTAL,
  cartFromRequest,
  parseCheckoutRequest,
} from './cartFromRequest.server.ts'
import { shopPageCatalogId } from './shopPage.server.ts'
import { createCheckoutOrder } from './checkoutApiClient.server.ts'
import type { CheckoutResult } from '../../services/checkout/contract.ts'
import { checkoutHost } from './checkoutHost.server.ts'
import { checkoutApiKey } from '../embedded/processSecrets.server.ts'
import { clientKeyOf } from '../leads/intakeLimits.server.ts'
import { unavailableMessage } from '../leads/messages.ts'
import { rememberVisitContact } from '../visit/visitContact.server.ts'
import { type CheckoutLimits, checkoutLimitFromEnv, createCheckoutLimits } from './checkoutLimits.server.ts'

/**
 * POST /api/checkout: rebuilds the cart from the catalogue, builds the order payload of spec §7.4,
 * creates the order at the checkout API (its key stays here) and answers with the checkout redirect.
 * New orders per client address are limited (checkoutLimits.server.ts, docs/threat-model.md).
 */
export function checkoutRouter(
  ctx: ServerContext,
  limits: CheckoutLimits = createCheckoutLimits(checkoutLimitFromEnv(ctx.env), ctx.rateLimits),
): Router {
  // The same catalogue client and shop settings the pages render from, so an order is priced as the page was.
  const { catalogue: catalogues, shop } = siteServicesOf(ctx)
  const router = Router()
  router.post('/checkout', async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const send = (status: number, body: CheckoutResult) => res.status(status).json(body)
    try {
      const request = parseCheckoutRequest(req.body)
      // The catalogue follows from the page, never from the browser (issue 20: a partner's discounted
      // catalogue, or one with no shop page, was accepted from anywhere).
      const catalogId = shopPageCatalogId(ctx.site(), request.pageUrl, shop.defaultCatalogId)
      if (!catalogId) throw new InvalidCheckoutRequest('checkout starts from a shop page')
      if (catalogId !== request.catalogId)
        throw new InvalidCheckoutRequest(`the cart holds catalogue "${request.catalogId}", not this page's`)
      const catalogue = await catalogues.catalogue(catalogId)
      if (!catalogue) throw new InvalidCheckoutRequest(`unknown catalogue "${catalogId}"`)
      const cart = cartFromRequest(request, catalogue)
      const { payload } = buildCheckoutPayload({
        cart,
        settings: shop.checkout,
        flow: catalogue.checkoutFlow,
        buyer: request.buyer,
      })
      if (payload.subtotal > MAX_ORDER_SUBTOTAL)
        throw new InvalidCheckoutRequest(
          `orders above $${MAX_ORDER_SUBTOTAL.toLocaleString('en-US')} are taken by phone`,
        )
      // Counted last, so a mistaken cart never uses up a buyer's allowance; before the checkout API is called.
      if (!(await limits.allowsOrder(clientKeyOf(req), request.idempotencyKey))) {
        res.set('Retry-After', String(limits.retryAfterSeconds))
        send(429, { status: 'error', message: unavailableMessage(ctx.site().config.phones.sales) })
        return
      }
      const answer = await createCheckoutOrder(
        ctx.upstreams.checkout.baseUrl,
        checkoutApiKey(ctx.env),
        payload,
        request.idempotencyKey,
      )
      // The order page's form offers the ZIP the buyer checked in the shop (issue 25: it asked again).
      await rememberVisitContact(ctx, req, res, { zip: request.buyer?.zip ?? '' })
      send(200, { status: 'redirect', redirectUrl: checkoutRedirectUrl(checkoutHost(ctx.env), answer) })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (error instanceof InvalidCheckoutRequest || message === UNKNOWN_CART_STATE) {
        send(400, { status: 'error', message })
        return
      }
      console.error('checkout failed:', message)
      send(502, { status: 'error', message: 'The order could not be created.' })
    }
  })
  return router
}
