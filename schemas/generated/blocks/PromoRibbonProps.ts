/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/PromoRibbon/schema.json; edit the schema and run it again.
 */

/**
 * A slim promotional band with an offer and an optional link.
 */
export interface PromoRibbonProps {
  /**
   * The words shown here.
   */
  text: string
  link?: Link
  /**
   * The section's background and text colours.
   */
  tone: 'promo' | 'dark' | 'green'
  /**
   * A short label before the text, e.g. New.
   */
  badge?: string
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
