import { pageNotFound, type BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import { orderSummary, parseCheckoutResponse } from '../../services/checkout/index.ts'
import { readUpstreamSettings } from '../../server/upstreams.server.ts'
import { checkoutApiKey } from '../../server/embedded/processSecrets.server.ts'
import type { CheckoutOrderSummaryData } from './data.ts'

/**
 * Reads the order from the checkout API (the embedded one unless CHECKOUT_API_URL is set), over HTTP
 * like every other client. A missing order or a wrong token is a 404, so tokens cannot be probed.
 */
export const load: BlockLoader<CheckoutOrderSummaryProps, CheckoutOrderSummaryData> = async ({ context }) => {
  const { order, token } = context.params
  const checkout = readUpstreamSettings(process.env, `http://127.0.0.1:${process.env.PORT ?? 3000}`).checkout
  const response = await fetch(
    `${checkout.baseUrl}/checkout/orders/${encodeURIComponent(order ?? '')}?customer_token=${encodeURIComponent(token ?? '')}`,
    {
      headers: { Accept: 'application/json', ApiKey: checkoutApiKey(process.env) },
      signal: AbortSignal.timeout(10_000),
      // Never follow a redirect: it would take the ApiKey to another host.
      redirect: 'manual',
    },
  )
  if (response.status === 404) throw pageNotFound(`no order ${order} with this token`)
  if (!response.ok) throw new Error(`checkout API answered ${response.status} for order ${order}`)
  const body = parseCheckoutResponse(await response.text())
  const answered = body.checkoutOrderNumber
  const orderNumber = typeof answered === 'string' || typeof answered === 'number' ? String(answered) : (order ?? '')
  const confirmation = (body.confirmation ?? null) as CheckoutOrderSummaryData['confirmation']
  return {
    orderNumber,
    token: token ?? '',
    confirmation,
    ...orderSummary((body.order ?? {}) as Record<string, unknown>),
  }
}
