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
   * The band with a phone number under the message.
   */
  banner: {
    /**
     * The words shown here.
     */
    text: string
    /**
     * The words of the call link.
     */
    callLabel: string
    /**
     * Shown instead of the call link while sales is closed (on this page also all of Sunday, spec 2.11): when to call, {{hours}} being the fixed sales hours. No number: spec 4.10 shows the hours instead of the phone link.
     */
    closedText: string
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
