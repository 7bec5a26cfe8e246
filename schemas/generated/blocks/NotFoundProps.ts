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
   * The message shown.
   */
  message: string
  /**
   * The error code shown.
   */
  errorCode: string
  /**
   * The links shown, in order.
   *
   * @minItems 1
   */
  links: [Link, ...Link[]]
  /**
   * The banner shown.
   */
  banner: {
    /**
     * The words shown here.
     */
    text: string
    /**
     * The words shown for the call.
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
