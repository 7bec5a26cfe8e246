/**
 * The body of `POST {lead-api}/CJMA/Save{Partner}FormSubmission` (spec §7.1 item 4: header LeadApi: false;
 * the body's shape is not shown). The site sends the form fields as the customer typed them (phone as
 * digits), plus which offer and partner they are for and when and where they were claimed.
 */
export interface OfferClaim {
  claimId: string
  partnerKey: string
  partnerName: string
  offerId: string
  customerNumber: string
  email: string
  firstName: string
  lastName: string
  /** Ten digits. */
  phone: string
  pageUrl: string
  claimedAt: string
}

export interface OfferClaimPayload {
  claimId: string
  /** The partner's key (partners.json id); the relay also builds the path from it. */
  partnerId: string
  partner: string
  offerId: string
  customerNumber: string
  email: string
  firstName: string
  lastName: string
  phone: string
  pageUrl: string
  submittedOn: string
}

export function offerClaimPayload(claim: OfferClaim): OfferClaimPayload {
  return {
    claimId: claim.claimId,
    partnerId: claim.partnerKey,
    partner: claim.partnerName,
    offerId: claim.offerId,
    customerNumber: claim.customerNumber,
    email: claim.email,
    firstName: claim.firstName,
    lastName: claim.lastName,
    phone: claim.phone,
    pageUrl: claim.pageUrl,
    submittedOn: claim.claimedAt,
  }
}

/** `/CJMA/Save{Partner}FormSubmission`: the partner's key in PascalCase, e.g. shieldline → SaveShieldlineFormSubmission. */
export function offerClaimPath(partnerKey: string): string {
  const pascal = partnerKey
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1).toLowerCase())
    .join('')
  return `/CJMA/Save${pascal}FormSubmission`
}

/** The lead API's headers for the claim: the ApiKey and, unlike leads, `LeadApi: false` (spec §7.1 item 4). */
export function offerClaimHeaders(apiKey: string): Record<string, string> {
  return { 'Content-Type': 'application/json', ApiKey: apiKey, LeadApi: 'false' }
}
