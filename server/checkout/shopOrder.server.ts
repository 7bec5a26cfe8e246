import type { Request, Response } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import { UNKNOWN_CART_STATE, buildCheckoutPayload, checkoutRedirectUrl } from '../../services/checkout/index.ts'
import type { CheckoutRequest } from '../../services/checkout/contract.ts'
import { siteServicesOf } from '../siteServices.server.ts'
import { InvalidCheckoutRequest, MAX_ORDER_SUBTOTAL, cartFromRequest } from './cartFromRequest.server.ts'
import { shopPageOf } from './shopPage.server.ts'
import { createCheckoutOrder } from './checkoutApiClient.server.ts'
import { checkoutHost } from './checkoutHost.server.ts'
import { checkoutApiKey } from '../embedded/processSecrets.server.ts'
import { clientKeyOf } from '../leads/intakeLimits.server.ts'
import { unavailableMessage } from '../leads/messages.ts'
import { rememberVisitContact } from '../visit/visitContact.server.ts'
import type { CheckoutLimits } from './checkoutLimits.server.ts'

/** How an order asked for from a shop page ended: the checkout redirect, or why not (the caller words it). */
export type ShopOrderOutcome =
  | { status: 'redirect'; redirectUrl: string; orderNumber: string }
  /** The request names what no shop page sells at its prices (a package, a catalogue, a page): 400 or 422. */
  | { status: 'invalid'; message: string }
  /** This client started too many new orders in the window: 429 with Retry-After. */
  | { status: 'limited'; message: string; retryAfterSeconds: number }
  /** The checkout API did not create the order: 502. */
  | { status: 'failed'; message: string }

export type OrderShopCart = (request: CheckoutRequest, req: Request, res: Response) => Promise<ShopOrderOutcome>

/**
 * The order of a shop page's cart, as POST /api/checkout (the scripted cart) and a package chosen without scripts
 * (packageOrderPosts) both create it: the cart rebuilt from the catalogue of the page it comes from (never the
 * browser's), the payload of spec §7.4, the per-client order limit, then the checkout API with the request's
 * idempotency key (the same key makes no second order), and the ZIP the buyer checked kept for the order page.
 */
export function shopOrders(ctx: ServerContext, limits: CheckoutLimits): OrderShopCart {
  // The same catalogue client and shop settings the pages render from, so an order is priced as the page was.
  const { catalogue: catalogues, shop } = siteServicesOf(ctx)
  return async (request, req, res) => {
    try {
      // The catalogue follows from the page, never from the browser (issue 20: a partner's discounted
      // catalogue, or one with no shop page, was accepted from anywhere).
      const shopPage = shopPageOf(ctx.site(), request.pageUrl, shop.defaultCatalogId)
      if (!shopPage) throw new InvalidCheckoutRequest('checkout starts from a shop page')
      const { catalogId } = shopPage
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
      if (!(await limits.allowsOrder(clientKeyOf(req), request.idempotencyKey)))
        return {
          status: 'limited',
          message: unavailableMessage(ctx.site().config.phones.sales),
          retryAfterSeconds: limits.retryAfterSeconds,
        }
      const answer = await createCheckoutOrder(
        ctx.upstreams.checkout.baseUrl,
        checkoutApiKey(ctx.env),
        payload,
        request.idempotencyKey,
      )
      const orderNumber = String(answer.checkoutOrderNumber)
      // A partner's order keeps its partner to the end: the order page shows its number and names its team (E3).
      if (shopPage.partner) await rememberOrderSource(ctx, orderNumber, shopPage.partner)
      // The order page's form offers the ZIP the buyer checked in the shop (issue 25: it asked again).
      await rememberVisitContact(ctx, req, res, { zip: request.buyer?.zip ?? '' })
      return {
        status: 'redirect',
        redirectUrl: checkoutRedirectUrl(checkoutHost(ctx.env), answer),
        // The cart keeps it, so the confirmation's return link empties the cart of this order (placedOrder.ts).
        orderNumber,
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (error instanceof InvalidCheckoutRequest || message === UNKNOWN_CART_STATE)
        return { status: 'invalid', message }
      console.error('checkout failed:', message)
      return { status: 'failed', message: 'The order could not be created.' }
    }
  }
}

/**
 * Keeps which partner's shop made the order (its lead source, spec §9.3), which the spec's order payload cannot
 * carry. A storage failure costs only that: the order stands, and its page shows the site's own number.
 */
async function rememberOrderSource(ctx: ServerContext, orderNumber: string, partner: { leadSource: string }) {
  try {
    await ctx.storage.orderSources.remember(orderNumber, partner.leadSource)
  } catch (error) {
    console.error('order source not kept:', error instanceof Error ? error.message : String(error))
  }
}
