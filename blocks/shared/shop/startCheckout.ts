import { CHECKOUT_ENDPOINT, type CheckoutRequest, type CheckoutResult } from '../../../services/checkout/contract.ts'

/**
 * Asks the site's server to create the order from this page (its catalogue is the page's); a network
 * failure reads as an error result.
 */
export async function startCheckout(request: Omit<CheckoutRequest, 'pageUrl'>): Promise<CheckoutResult> {
  try {
    const response = await fetch(CHECKOUT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...request, pageUrl: window.location.href } satisfies CheckoutRequest),
    })
    return (await response.json()) as CheckoutResult
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) }
  }
}
