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
   * The offer variants by the route suffix (/{partner-offer}-family, /{partner-offer}-security).
   */
  offers: {
    family: Offer
    security: Offer
  }
  messages: {
    accepted: string
    /**
     * May use {supportPhone}.
     */
    notActive: string
    /**
     * May use {supportPhone}.
     */
    unknownCustomer: string
    alreadyClaimed: string
    /**
     * May use {supportPhone}.
     */
    unavailable: string
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
export interface Offer {
  /**
   * Sent with the claim as offerId.
   */
  id: string
  title: string
}
