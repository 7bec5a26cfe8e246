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

const ECOMM_ERROR_EVENT = 'harbor:ecomm-error'

/** Opens modal-ecomm-error (spec §2.10), owned by the ShopErrorModal block. */
export function openEcommErrorModal(): void {
  window.dispatchEvent(new CustomEvent(ECOMM_ERROR_EVENT))
}

export function onOpenEcommErrorModal(listener: () => void): () => void {
  window.addEventListener(ECOMM_ERROR_EVENT, listener)
  return () => window.removeEventListener(ECOMM_ERROR_EVENT, listener)
}
