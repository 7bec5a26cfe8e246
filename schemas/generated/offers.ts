/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/offers.schema.json; edit the schema and run it again.
 */

/**
 * The security-partner offer for active customers (spec §1 Offers, §6, §7.1 items 3–5) and the lead confirmation e-mails.
 */
export interface OffersConfig {
  $schema?: string
  /**
   * Customer-type statuses (compared without case) that may claim the offer; everything else is refused.
   *
   * @minItems 1
   */
  eligibleCustomerStatuses: [string, ...string[]]
  /**
   * A customer number may claim one partner's offer once within this many days.
   */
  claimWindowDays: number
  /**
   * How many claim attempts POST /api/offer-claims checks with the customer API before it answers 429 with messages.tooManyAttempts: perIp from one IP address (an IPv6 /56 network) as Express reports it with its trust proxy setting; perCustomerNumber for one customer number (digits only) from any address. Read when the server starts. Invalid requests and retries of an accepted claim do not count.
   */
  rateLimits: {
    perIp: ClaimRateLimit
    perCustomerNumber: ClaimRateLimit
  }
  /**
   * The offer variants by the route suffix (/{partner-offer}-family, /{partner-offer}-security).
   */
  offers: {
    family: Offer
    security: Offer
  }
  messages: {
    accepted: string
    /**
     * May use {{supportPhone}}.
     */
    notActive: string
    /**
     * May use {{supportPhone}}.
     */
    unknownCustomer: string
    alreadyClaimed: string
    /**
     * May use {{supportPhone}}.
     */
    unavailable: string
    /**
     * The answer when a rate limit refuses a claim (HTTP 429). May use {{supportPhone}}.
     */
    tooManyAttempts: string
  }
  /**
   * Confirmation e-mails sent through the lead API's send-email endpoint (spec §7.1 item 3).
   */
  emails: {
    /**
     * Path under {lead-api}.
     */
    endpoint: string
    from: string
    templates: {
      leadConfirmation: string
      offerClaimConfirmation: string
    }
  }
}
export interface ClaimRateLimit {
  /**
   * Attempts allowed within one window; the next one is refused until the window ends.
   */
  attempts: number
  /**
   * The window, starting at the first attempt (at most 35791 minutes, Node's longest timer).
   */
  windowMinutes: number
}
export interface Offer {
  /**
   * Sent with the claim as offerId.
   */
  id: string
  title: string
}
