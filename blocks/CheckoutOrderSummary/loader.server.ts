import { pageNotFound, type BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import { orderSummary } from '../../services/checkout/index.ts'
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
    ...orderSummary((body.order ?? {}) as Record<string, unknown>),
  }
}
