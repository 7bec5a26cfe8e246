/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/NotFound/schema.json; edit the schema and run it again.
 */

/**
 * The 404 page body (spec 2.11).
 */
export interface NotFoundProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * The sentence under the heading.
   */
  message: string
  /**
   * The code shown large, e.g. 404.
   */
  errorCode: string
  /**
   * Links to pages the visitor may have been looking for, in order.
   *
   * @minItems 1
   */
  links: [Link, ...Link[]]
  /**
   * A search box that searches the Help Center (/help-center/search?q=…), a plain form that works without scripts. Left out, no search box.
   */
  search?: {
    /**
     * The words above the search box.
     */
    label: string
    /**
     * An example search shown in the empty box.
     */
    placeholder?: string
    /**
     * The words of the search button.
     */
    button: string
  }
  /**
   * The band with a phone number under the message.
   */
  banner: {
    /**
     * The words shown here.
     */
    text: string
    /**
     * The words of the call link, before the page's sales number ("Call (855) …"). While sales is closed on this page (outside sales hours and all of Sunday, spec 2.11) the same words show as text with the sales hours (hours.json's salesCallWhenClosed), no number.
     */
    callLabel: string
  }
}
export interface Link {
  /**
   * The words visitors read on it.
   */
  label: string
  /**
   * Where it goes: a page of the site (/shop), a part of this page (#schedule), a full web address (https://…), tel: or mailto:.
   */
  href: string
}
