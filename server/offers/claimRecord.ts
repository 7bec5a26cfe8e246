import type { OfferClaimRequest, OfferVariant } from '../../services/offers/contract.ts'

/**
 * An accepted offer claim as the outbox keeps it: the browser's request, plus what the server decided
 * from its own config (partner, offer) and when. `kind` and `formId` fill the outbox's columns.
 */
export interface OfferClaimRecord extends OfferClaimRequest {
  kind: 'offer-claim'
  claimId: string
  /** Normalised: digits only. */
  normalisedCustomerNumber: string
  partner: { id: string; name: string }
  offer: { variant: OfferVariant; id: string; title: string }
  claimedAt: string
}
