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
