import { Router } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import { UNKNOWN_CART_STATE, buildCheckoutPayload, checkoutRedirectUrl } from '../../services/checkout/index.ts'
import { createCatalogueClient } from '../catalogue/catalogueClient.server.ts'
import { loadShopSettings } from '../catalogue/shopSettings.server.ts'
import { InvalidCheckoutRequest, cartFromRequest, parseCheckoutRequest } from './cartFromRequest.server.ts'
import { createCheckoutOrder } from './checkoutApiClient.server.ts'
import type { CheckoutResult } from '../../services/checkout/contract.ts'
import { checkoutHost } from './checkoutHost.server.ts'
import { checkoutApiKey } from '../embedded/processSecrets.server.ts'

/**
 * POST /api/checkout: rebuilds the cart from the catalogue, builds the order payload of spec §7.4,
 * creates the order at the checkout API (its key stays here) and answers with the checkout redirect.
 */
export function checkoutRouter(ctx: ServerContext): Router {
  const catalogues = createCatalogueClient(ctx.root, ctx.env)
  const router = Router()
  router.post('/checkout', async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const send = (status: number, body: CheckoutResult) => res.status(status).json(body)
    try {
      const request = parseCheckoutRequest(req.body)
      const catalogue = await catalogues.catalogue(request.catalogId)
      if (!catalogue) throw new InvalidCheckoutRequest(`unknown catalogue "${request.catalogId}"`)
      const cart = cartFromRequest(request, catalogue)
      const settings = loadShopSettings(ctx.root).checkout
      const { payload } = buildCheckoutPayload({ cart, settings, flow: catalogue.checkoutFlow, buyer: request.buyer })
      const answer = await createCheckoutOrder(ctx.upstreams.checkout.baseUrl, checkoutApiKey(ctx.env), payload, request.idempotencyKey)
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
