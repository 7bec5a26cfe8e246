import { type OfferClaimPayload, offerClaimHeaders, offerClaimPath } from '../../services/offers/index.ts'
import type { OutboxDestination } from '../leads/destinations.server.ts'
import { leadEmailHttpRequest } from '../leads/upstream/leadEmailRequest.server.ts'

/**
 * Where an accepted offer claim goes, through the lead outbox: the partner claim (spec §7.1 item 4,
 * `LeadApi: false`) and the customer's confirmation e-mail (item 3). Payloads are built when the claim is
 * accepted (server/offers/offerClaimsRouter.server.ts); only the requests are built here, at each attempt.
 */
export const PARTNER_CLAIM_DESTINATION = 'partner-claim'
export const OFFER_CLAIM_EMAIL_DESTINATION = 'offer-claim-email'

const partnerClaim: OutboxDestination = {
  name: PARTNER_CLAIM_DESTINATION,
  upstream: 'leadApi',
  httpRequest: (payload, credentials) => ({
    path: offerClaimPath((payload as OfferClaimPayload).partnerId),
    headers: { ...offerClaimHeaders(credentials.leadApiKey), Accept: 'application/json' },
    body: JSON.stringify(payload),
  }),
}

const offerClaimEmail: OutboxDestination = {
  name: OFFER_CLAIM_EMAIL_DESTINATION,
  upstream: 'leadApi',
  httpRequest: leadEmailHttpRequest,
}

export const OFFER_CLAIM_DESTINATIONS: readonly OutboxDestination[] = [partnerClaim, offerClaimEmail]
