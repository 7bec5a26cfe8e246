import type { Request, RequestHandler, Response } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import { type PostedLeadForm, postedText } from '../../services/leads/postedForm.ts'
import { cartSystemFromPackage, findPackageRecord } from '../../services/catalogue/index.ts'
import { ORDER_CHOICE_FIELD, orderChoiceOf } from '../../blocks/shared/shop/packageOrderForm.ts'
import {
  POSTED_PAGE,
  type PostedPage,
  postedFormBody,
  postedPageAt,
  refusedCrossSite,
} from '../leads/postedFormRequest.server.ts'
import { siteServicesOf } from '../siteServices.server.ts'
import { InvalidCheckoutRequest, parseCheckoutRequest } from './cartFromRequest.server.ts'
import { checkoutLimitsOf } from './checkoutLimits.server.ts'
import { type OrderShopCart, type ShopOrderOutcome, shopOrders } from './shopOrder.server.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import type { LeadIntake } from '../leads/leadsRouter.server.ts'
import { type ChosenPackage, sendPackageOrderLead } from './packageOrderLead.server.ts'
import { orderKeyFor, rememberOpenOrder } from './openOrderCookie.server.ts'

/**
 * A package chosen on a shop page without scripts (issue 25, D5: the "Choose … Package" buttons did nothing): the
 * card's form (blocks/shared/shop/ChoosePackageForm.tsx) posts the page's catalogue, the package and the key its
 * server render made (its button's value), urlencoded to the page's own URL. The order is the one the scripted cart's Checkout makes for
 * that package alone, through the same code (shopOrder.server.ts): the catalogue of the page posted to (a partner's
 * shop orders at the partner's prices; another catalogue is refused), the same order limit per client, the key as
 * the checkout API's idempotency key (a double press is one order), and within OPEN_ORDER_WINDOW_MS a Choose of the
 * package already ordered by this browser goes to that order (openOrderCookie.server.ts: Back renders a new key). The
 * order sends the scripted Checkout's e-commerce lead, once per order (packageOrderLead.server.ts). Answers: 303 to the
 * checkout; otherwise the page with the cart block's notice (what happened, the choice with a button that tries again
 * with the same key, the sales phone): 422 for what this page does not sell, 429 at the limit, 502 when the checkout
 * API failed. A cross-site post is refused (403) as every form post is; a post to a page without a cart goes on (405).
 */
export function packageOrderPosts(
  ctx: ServerContext,
  intake: () => LeadIntake,
  order: () => OrderShopCart = () => shopOrders(ctx, checkoutLimitsOf(ctx)),
  now: () => number = Date.now,
): RequestHandler[] {
  let orders: OrderShopCart | undefined
  const handle: RequestHandler = (req, res, next) => {
    if (req.method !== 'POST') return next()
    takePackageOrder(ctx, { order: (orders ??= order()), intake: intake() }, now(), req, res).then(
      (handled) => (handled ? undefined : next()),
      next,
    )
  }
  return [postedFormBody(), handle]
}

async function takePackageOrder(
  ctx: ServerContext,
  { order, intake }: { order: OrderShopCart; intake: LeadIntake },
  now: number,
  req: Request,
  res: Response,
): Promise<boolean> {
  if ((req.body as Record<string, unknown> | undefined)?.[ORDER_CHOICE_FIELD] === undefined) return false
  res.set('Cache-Control', 'no-store')
  if (refusedCrossSite(ctx, req, res)) return true
  const page = postedPageAt(ctx, req, now)
  const cart = page?.status === 200 ? page.blocks.find((block) => block.type === 'ShopCart') : undefined
  if (!page || !cart) return false
  const choice = orderChoiceOf(postedText(req.body, ORDER_CHOICE_FIELD) ?? '')
  const { catalogId, packageId } = choice
  const { orderKey, open } = orderKeyFor(ctx, req, choice, now)
  const outcome = await orderedPackage(order, req, res, { orderKey, catalogId, packageId })
  // A package this page sells, ordered or not (the checkout API failed: the retry keeps the key, hence the lead): the
  // lead the scripted Checkout sends before its order. Not at the order limit, where a flood would make a lead each.
  const chosen = outcome.status === 'invalid' ? null : await chosenPackageOf(ctx, page, catalogId, packageId)
  if (chosen && outcome.status !== 'limited')
    await sendPackageOrderLead(ctx, intake, { req, res, page, cart: cart.props }, { orderKey, chosen })
  if (outcome.status === 'redirect') {
    // A new order is the browser's open one; a second Choose that found it leaves the window where it was.
    if (!open) rememberOpenOrder(ctx, res, { catalogId, packageId, orderKey }, now)
    res.redirect(303, outcome.redirectUrl)
    return true
  }
  if (outcome.status === 'limited') res.set('Retry-After', String(outcome.retryAfterSeconds))
  const form: PostedLeadForm = {
    blockId: cart.id,
    outcome: outcome.status === 'invalid' ? 'invalid' : 'unavailable',
    ...(outcome.status === 'limited' ? { refusal: 'limited' } : {}),
    values: {},
    fieldErrors: {},
    // What this page does not sell is not kept; a choice that failed for a while is, to try again with its key.
    ...(chosen ? { packageOrder: { packageId, catalogId, orderKey, packageName: chosen.packageName } } : {}),
  }
  const status = outcome.status === 'invalid' ? 422 : outcome.status === 'limited' ? 429 : 502
  res.locals[POSTED_PAGE] = { form, status } satisfies PostedPage
  return false
}

/** The scripted cart's request for this package alone (checkoutCart.ts), checked as POST /api/checkout checks it. */
async function orderedPackage(
  order: OrderShopCart,
  req: Request,
  res: Response,
  { orderKey, catalogId, packageId }: { orderKey: string; catalogId: string; packageId: string },
): Promise<ShopOrderOutcome> {
  let request
  try {
    request = parseCheckoutRequest({
      idempotencyKey: orderKey,
      pageUrl: req.originalUrl,
      catalogId,
      system: { packageId },
      addons: [],
    })
  } catch (error) {
    if (error instanceof InvalidCheckoutRequest) return { status: 'invalid', message: error.message }
    throw error
  }
  return order(request, req, res)
}

/**
 * The package as the page's catalogue names it, and the shop's lead source (the partner's, else the catalogue's, as
 * the cart's meta has it: blocks/shared/shop/loadShopCatalogue.server.ts). The order was taken or refused for it only
 * after the checks, so both are known.
 */
async function chosenPackageOf(
  ctx: ServerContext,
  page: PageModel,
  catalogId: string,
  packageId: string,
): Promise<ChosenPackage> {
  const catalogue = await siteServicesOf(ctx).catalogue.catalogue(catalogId)
  const record = catalogue && findPackageRecord(catalogue, packageId)
  return {
    packageName: record && catalogue ? cartSystemFromPackage(record, catalogue).name : packageId,
    leadSource: page.context.partner?.leadSource ?? catalogue?.leadSource ?? page.context.leadSource,
  }
}
