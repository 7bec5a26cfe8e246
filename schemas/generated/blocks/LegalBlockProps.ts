/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/LegalBlock/schema.json; edit the schema and run it again.
 */

/**
 * Legal and offer small print. Follows spec §2.10: shown on product pages, never on / and not on /secure without utm_ads.
 */
export interface LegalBlockProps {
  heading: string
  /**
   * @minItems 1
   */
  items: [
    {
      /**
       * Footnote mark, e.g. * or †.
       */
      marker?: string
      text: string
    },
    ...{
      /**
       * Footnote mark, e.g. * or †.
       */
      marker?: string
      text: string
    }[]
  ]
  /**
   * @minItems 0
   */
  links?: Link[]
}
export interface Link {
  label: string
  /**
   * A site path, https URL, tel:, mailto: or #anchor.
   */
  href: string
}
