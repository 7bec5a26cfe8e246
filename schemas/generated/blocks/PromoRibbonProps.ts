/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/PromoRibbon/schema.json; edit the schema and run it again.
 */

/**
 * A slim promotional band with an offer and an optional link.
 */
export interface PromoRibbonProps {
  text: string
  link?: Link
  tone: 'promo' | 'dark' | 'green'
  /**
   * A short label before the text, e.g. New.
   */
  badge?: string
}
export interface Link {
  label: string
  /**
   * A site path, https URL, tel:, mailto: or #anchor.
   */
  href: string
}
