import { pageNotFound, type BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import type { Catalogue } from '../../services/catalogue/index.ts'
import { orderSummary, regularPriceLookup } from '../../services/checkout/index.ts'
import type { BlockServices, VisitContactDetails, ZipPlace } from '../../runtime/render/BlockServices.ts'
import type { CheckoutOrderSummaryData, OrderPartner } from './data.ts'
import type { PageContextData, PartnerSummary } from '../../runtime/PageModel.ts'
import type { RoutePhoneOverrides } from '../../services/partners/index.ts'

/**
 * Reads the order from the checkout API (the embedded one unless CHECKOUT_API_URL is set) through the
 * server's checkout client. A missing order or a wrong token is a 404, so tokens cannot be probed. The details the
 * request's visit gave (behind its HttpOnly cookie, services.visit) fill the contact form in the server HTML.
 */
export const load: BlockLoader<CheckoutOrderSummaryProps, CheckoutOrderSummaryData> = async ({
  context,
  services,
  setPhones,
}) => {
  const { body, token, orderNumber, partner } = await readOrder(context, services)
  declarePartnerPhones(partner, setPhones)
  const confirmation = (body.confirmation ?? null) as CheckoutOrderSummaryData['confirmation']
  // What this visitor gave earlier (a lead form, the shop's ZIP), so the server HTML's fields hold it (issue 25).
  const given = confirmation ? {} : ((await services.visit?.contact()) ?? {})
  // …and the city and state of its ZIP where the visit gave none, so the page is whole without scripts too.
  const zipPlace = await placeOfGivenZip(given, services)
  return {
    orderNumber,
    token,
    confirmation,
    knownContact: { ...given, ...zipPlace },
    zipPlace,
    partner: partner && { name: partner.name, kind: partner.kind as OrderPartner['kind'] },
    ...orderSummary(
      (body.order ?? {}) as Record<string, unknown>,
      regularPriceLookup(await shopCatalogues(services, partner?.catalogId)),
    ),
  }
}

/**
 * The order page's numbers alone, for whatever answers in its name off the page (blocks/shared/phoneLoaders.server.ts:
 * the messages of a lead sent from the contact step): the order and its partner are read, as `load` reads them, but
 * not the visit's details, the ZIP database nor every catalogue.
 */
export const loadPhones: BlockLoader<CheckoutOrderSummaryProps, void> = async ({ context, services, setPhones }) => {
  declarePartnerPhones((await readOrder(context, services)).partner, setPhones)
}

/**
 * The order the URL names (a missing order or a wrong token is a 404), its number as the checkout API answers it, and
 * the partner whose shop made it.
 */
async function readOrder(context: PageContextData, services: BlockServices) {
  const { order = '', token = '' } = context.params
  const body = await services.checkout.order(order, token)
  if (!body) throw pageNotFound(`no order ${order} with this token`)
  const answered = body.checkoutOrderNumber
  const orderNumber = typeof answered === 'string' || typeof answered === 'number' ? String(answered) : order
  return { body, token, orderNumber, partner: await orderPartner(orderNumber, services) }
}

/**
 * A partner's order keeps the partner's terms to the end (seventh walkthrough E3): its numbers are the page's, in the
 * header's help line and every call line as on its own pages (spec 9.2).
 */
function declarePartnerPhones(partner: PartnerSummary | null, setPhones?: (phones: RoutePhoneOverrides) => void) {
  if (partner)
    setPhones?.({
      sales: partner.phone,
      popup: partner.phone,
      ...(partner.textPhone ? { salesText: partner.textPhone } : {}),
    })
}

/** The partner whose shop made the order (the lead source the site kept for it), among the site's partner pages. */
async function orderPartner(orderNumber: string, services: BlockServices): Promise<PartnerSummary | null> {
  const leadSource = await services.checkout.sourceOf?.(orderNumber)
  if (!leadSource) return null
  return services.settings.routes.find((route) => route.partner?.leadSource === leadSource)?.partner ?? null
}

/**
 * The city and state the ZIP database names for the visit's ZIP, for whichever of the two the visit did not give (what
 * the visitor typed stands): as the form's scripts fill them (useZipPlace), one server lookup, none when both are known.
 */
async function placeOfGivenZip(given: VisitContactDetails, services: BlockServices): Promise<ZipPlace> {
  const missing = (['city', 'state'] as const).filter((field) => !given[field]?.trim())
  if (!given.zip?.trim() || !missing.length || !services.visit) return {}
  const place = await services.visit.zipPlace(given.zip)
  return Object.fromEntries(missing.flatMap((field) => (place[field] ? [[field, place[field]]] : [])))
}

/**
 * Every catalogue an order can come from (the order's partner's first, the shop's own, then each partner's), with the promotions running
 * now: the order names no catalogue, and its promoted lines' regular prices are theirs (regularPrices.ts).
 */
async function shopCatalogues(services: BlockServices, orderCatalogId?: string): Promise<Catalogue[]> {
  const { shop, routes } = services.settings
  const ids = new Set([
    // The partner's own first, when the order is known to be a partner's: its saving is the one the buyer had.
    ...(orderCatalogId ? [orderCatalogId] : []),
    shop.defaultCatalogId,
    ...routes.flatMap((route) => (route.partner ? [route.partner.catalogId] : [])),
  ])
  const catalogues = await Promise.all([...ids].map((id) => services.catalogue.catalogue(id)))
  return catalogues.filter((catalogue): catalogue is Catalogue => catalogue !== null)
}
