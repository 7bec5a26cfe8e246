/** The checkout API's answer with keys in camelCase (spec §7.4); a body that is not JSON becomes {}. */
export function parseCheckoutResponse(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (camelCaseKeys(parsed) as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

export function camelCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCaseKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [toCamelCase(key), camelCaseKeys(inner)]))
}

/** checkout_order_number, CheckoutOrderNumber, checkout-order-number → checkoutOrderNumber. */
export function toCamelCase(key: string): string {
  const words = key.split(/[_\-\s]+/).filter(Boolean)
  return words
    .map((word, i) =>
      i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('')
}

/** What a failed call gives: the response (data, status, headers), else the request, else a message (spec §8). */
export interface CheckoutFailure {
  response?: { data: unknown; status: number; headers: Record<string, string> }
  request?: unknown
  message?: string
}

export const CHECKOUT_ERROR_PREFIX = 'CheckoutApi Error: '

export function checkoutApiError(failure: CheckoutFailure): Error {
  const detail = failure.response
    ? JSON.stringify({
        data: failure.response.data,
        status: failure.response.status,
        headers: failure.response.headers,
      })
    : failure.request !== undefined
      ? JSON.stringify(failure.request)
      : (failure.message ?? 'unknown error')
  return new Error(`${CHECKOUT_ERROR_PREFIX}${detail}`)
}

/** {checkout_host}/checkout/{checkoutOrderNumber}/{customerToken}/customer (spec §2.3, §7.4). */
export function checkoutRedirectUrl(checkoutHost: string, response: Record<string, unknown>): string {
  const order = response.checkoutOrderNumber
  const token = response.customerToken
  if ((typeof order !== 'string' && typeof order !== 'number') || typeof token !== 'string' || !token) {
    throw checkoutApiError({
      message: `the order answer has no checkoutOrderNumber and customerToken (${JSON.stringify(response)})`,
    })
  }
  return `${checkoutHost.replace(/\/$/, '')}/checkout/${encodeURIComponent(String(order))}/${encodeURIComponent(token)}/customer`
}
