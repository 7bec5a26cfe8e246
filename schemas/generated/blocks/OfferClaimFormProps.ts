/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/OfferClaimForm/schema.json; edit the schema and run it again.
 */

/**
 * The security-partner offer's claim form (spec §1 Offers, §6): customer number, name, e-mail and phone, posted to POST /api/offer-claims, which accepts only active customers. Only on the pages of a partner of kind partner-offer. The answers' messages (accepted, not active, unknown, already claimed, unavailable) are in site-config/offers.json.
 */
export interface OfferClaimFormProps {
  /**
   * Which offer of site-config/offers.json this page's claims are for; the server reads it from the page, not from the browser.
   */
  offer: 'family' | 'security'
  /**
   * The form's id (the claim's formId); default: <partner slug>-<offer>-claim-form.
   */
  formId?: string
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A sentence or two shown under the heading.
   */
  intro?: string
  /**
   * The label of the customer number box.
   */
  customerNumberLabel: string
  /**
   * Read with the customer number field: where to find it.
   */
  customerNumberHint: string
  /**
   * The words on the button.
   */
  button: string
  /**
   * Shown once the claim is sent.
   */
  thankYouHeading: string
  /**
   * The section's background and text colours.
   */
  tone: 'light' | 'dark'
}
