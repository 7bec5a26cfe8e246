import { type SubmitLeadOptions, postWithRetries } from '../leads/client.ts'
import { OFFER_CLAIMS_ENDPOINT, type OfferClaimRequest, type OfferClaimResult } from './contract.ts'

const UNAVAILABLE: OfferClaimResult = { status: 'unavailable', message: 'The claim could not be sent.' }

function isClaimResult(body: unknown): body is OfferClaimResult {
  const status = (body as { status?: unknown } | null)?.status
  return status === 'accepted' || status === 'refused' || status === 'invalid' || status === 'unavailable'
}

/** The browser's offer-claim client: like submitLead, one idempotency key for all retries of a claim. */
export function submitOfferClaim(request: OfferClaimRequest, options: Omit<SubmitLeadOptions, 'endpoint'> = {}): Promise<OfferClaimResult> {
  return postWithRetries(OFFER_CLAIMS_ENDPOINT, request, request.idempotencyKey, isClaimResult, UNAVAILABLE, options)
}
