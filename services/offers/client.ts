import { type SubmitLeadOptions, postWithRetries } from '../leads/client.ts'
import { OFFER_CLAIMS_ENDPOINT, type OfferClaimRequest, type OfferClaimResult } from './contract.ts'

const UNAVAILABLE: OfferClaimResult = { status: 'unavailable', message: 'The claim could not be sent.' }

function isClaimResult(body: unknown): body is OfferClaimResult {
  const status = (body as { status?: unknown } | null)?.status
  return (
    status === 'accepted' ||
    status === 'refused' ||
    status === 'invalid' ||
    status === 'unavailable' ||
    status === 'limited'
  )
}

/**
 * The browser's offer-claim client: like submitLead, one idempotency key for all retries of a claim. A 429
 * ("limited") is final like every answer below 500: retrying at once would only be refused again.
 */
export function submitOfferClaim(
  request: OfferClaimRequest,
  options: Omit<SubmitLeadOptions, 'endpoint'> = {},
): Promise<OfferClaimResult> {
  return postWithRetries(OFFER_CLAIMS_ENDPOINT, request, request.idempotencyKey, isClaimResult, UNAVAILABLE, options)
}
