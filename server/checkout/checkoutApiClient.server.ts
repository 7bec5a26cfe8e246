import { checkoutApiError, parseCheckoutResponse, type CheckoutPayload } from '../../services/checkout/index.ts'

/**
 * Creates an order at the checkout API: POST {baseUrl}/checkout/orders with the ApiKey header (spec §7.4)
 * and the browser's idempotency key. Failures raise "CheckoutApi Error: …" with the response, else the
 * request, else the error message (spec §8).
 */
export async function createCheckoutOrder(
  baseUrl: string,
  apiKey: string | undefined,
  payload: CheckoutPayload,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, unknown>> {
  const url = `${baseUrl}/checkout/orders`
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': idempotencyKey,
        ...(apiKey ? { ApiKey: apiKey } : {}),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(15_000),
      // Never follow a redirect: it would take the ApiKey to another host. A 3xx is not ok: an error below.
      redirect: 'manual',
    })
  } catch (error) {
    throw checkoutApiError({ message: error instanceof Error ? error.message : String(error) })
  }
  const text = await response.text()
  const data = parseCheckoutResponse(text)
  if (!response.ok) {
    // Only the headers worth logging; never echo credentials.
    const headers = { 'content-type': response.headers.get('content-type') ?? '' }
    throw checkoutApiError({
      response: { data: Object.keys(data).length ? data : text.slice(0, 500), status: response.status, headers },
    })
  }
  return data
}

/**
 * Reads one order back from the checkout API: GET {baseUrl}/checkout/orders/{order}?customer_token=… with the
 * ApiKey header, its answer in camelCase. A missing order and a wrong token both answer 404 there: null here.
 */
export async function readCheckoutOrder(
  baseUrl: string,
  apiKey: string,
  orderNumber: string,
  customerToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, unknown> | null> {
  const url = `${baseUrl}/checkout/orders/${encodeURIComponent(orderNumber)}?customer_token=${encodeURIComponent(customerToken)}`
  const response = await fetchImpl(url, {
    headers: { Accept: 'application/json', ApiKey: apiKey },
    signal: AbortSignal.timeout(10_000),
    // Never follow a redirect: it would take the ApiKey to another host.
    redirect: 'manual',
  })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`checkout API answered ${response.status} for order ${orderNumber}`)
  return parseCheckoutResponse(await response.text())
}

/**
 * Stores what the checkout host's buyer confirmed (contact, installation slot, demo payment) on the order:
 * POST {baseUrl}/checkout/orders/{number}/confirmation?customer_token= with the ApiKey. The API keeps the first
 * confirmation and answers with it; null when the number and token name no order.
 */
export async function confirmCheckoutOrder(
  baseUrl: string,
  apiKey: string,
  orderNumber: string,
  customerToken: string,
  confirmation: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, unknown> | null> {
  const url = `${baseUrl}/checkout/orders/${encodeURIComponent(orderNumber)}/confirmation?customer_token=${encodeURIComponent(customerToken)}`
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ApiKey: apiKey },
    body: JSON.stringify(confirmation),
    signal: AbortSignal.timeout(10_000),
    // Never follow a redirect: it would take the ApiKey to another host.
    redirect: 'manual',
  })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`checkout API answered ${response.status} confirming order ${orderNumber}`)
  const stored = parseCheckoutResponse(await response.text()).confirmation
  return stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : confirmation
}
