/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/CtaBand/schema.json; edit the schema and run it again.
 */

/**
 * An invitation to talk to sales: heading, text, the page's sales number and a button. Lead forms slot into sections like this (ids schedule / leadForm).
 */
export interface CtaBandProps {
  heading: string
  text?: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  showPhone: boolean
  phoneLabel: string
  cta?: Link
  /**
   * e.g. Mon-Fri 7am-10pm CT
   */
  hoursNote?: string
}
export interface Link {
  label: string
  /**
   * A site path, https URL, tel:, mailto: or #anchor.
   */
  href: string
}
