/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/OfferCountdown/schema.json; edit the schema and run it again.
 */

/**
 * Today's offer, shown only during offer hours, with a countdown to its end during countdown hours (spec 4.10). Outside offer hours it shows closedText, or nothing.
 */
export interface OfferCountdownProps {
  /**
   * A short label before the offer, e.g. Today only.
   */
  badge?: string
  /**
   * The offer, shown during offer hours.
   */
  offerText: string
  /**
   * The static label of the countdown, e.g. Offer ends in.
   */
  countdownLabel: string
  /**
   * When the offer ends, as words; shown in place of the ticking time until the page's scripts run.
   */
  endsText: string
  /**
   * Shown outside offer hours; nothing is shown when absent.
   */
  closedText?: string
  /**
   * A link: its words and where it goes.
   */
  link?: {
    /**
     * The words of the link.
     */
    label: string
    /**
     * A page of the site (/shop), a part of this page (#schedule) or a full web address.
     */
    href: string
  }
}
