import {
  CONFIRM_ORDER_ENDPOINT,
  type ConfirmOrderRequest,
  type ConfirmOrderResult,
} from '../../services/checkout/confirmation.ts'

/** Sends the placed order to the checkout host; a lost connection or an unreadable answer is an error result. */
export async function placeOrder(request: ConfirmOrderRequest): Promise<ConfirmOrderResult> {
  try {
    const response = await fetch(CONFIRM_ORDER_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    })
    const body = (await response.json()) as ConfirmOrderResult
    return typeof body?.status === 'string' ? body : { status: 'error', message: `answer ${response.status}` }
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) }
  }
}
