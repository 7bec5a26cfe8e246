/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/CtaBand/schema.json; edit the schema and run it again.
 */

/**
 * An invitation to talk to sales: heading, text, the page's sales number and a button. Lead forms slot into sections like this (ids schedule / leadForm).
 */
export interface CtaBandProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * The words shown here.
   */
  text?: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  /**
   * Adds a call link with the page's sales number.
   */
  showPhone: boolean
  /**
   * e.g. Call us:
   */
  phoneLabel: string
  cta?: Link
  /**
   * When the phone is answered, e.g. Mon-Fri 7am-10pm CT.
   */
  hoursNote?: string
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
