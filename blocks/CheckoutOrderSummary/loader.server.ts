import { pageNotFound, type BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import type { Catalogue } from '../../services/catalogue/index.ts'
import { orderSummary, regularPriceLookup } from '../../services/checkout/index.ts'
import type { BlockServices } from '../../runtime/render/BlockServices.ts'
import type { CheckoutOrderSummaryData } from './data.ts'

/**
 * Reads the order from the checkout API (the embedded one unless CHECKOUT_API_URL is set) through the
 * server's checkout client. A missing order or a wrong token is a 404, so tokens cannot be probed. The details the
 * request's visit gave (behind its HttpOnly cookie, services.visit) fill the contact form in the server HTML.
 */
export const load: BlockLoader<CheckoutOrderSummaryProps, CheckoutOrderSummaryData> = async ({ context, services }) => {
  const { order = '', token = '' } = context.params
  const body = await services.checkout.order(order, token)
  if (!body) throw pageNotFound(`no order ${order} with this token`)
  const answered = body.checkoutOrderNumber
  const orderNumber = typeof answered === 'string' || typeof answered === 'number' ? String(answered) : order
  const confirmation = (body.confirmation ?? null) as CheckoutOrderSummaryData['confirmation']
  // What this visitor gave earlier (a lead form, the shop's ZIP), so the server HTML's fields hold it (issue 25).
  const knownContact = confirmation ? {} : ((await services.visit?.contact()) ?? {})
  return {
    orderNumber,
    token,
    confirmation,
    knownContact,
    ...orderSummary((body.order ?? {}) as Record<string, unknown>, regularPriceLookup(await shopCatalogues(services))),
  }
}

/**
 * Every catalogue an order can come from (the shop's own first, then each partner's), with the promotions running
 * now: the order names no catalogue, and its promoted lines' regular prices are theirs (regularPrices.ts).
 */
async function shopCatalogues(services: BlockServices): Promise<Catalogue[]> {
  const { shop, routes } = services.settings
  const ids = new Set([
    shop.defaultCatalogId,
    ...routes.flatMap((route) => (route.partner ? [route.partner.catalogId] : [])),
  ])
  const catalogues = await Promise.all([...ids].map((id) => services.catalogue.catalogue(id)))
  return catalogues.filter((catalogue): catalogue is Catalogue => catalogue !== null)
}
