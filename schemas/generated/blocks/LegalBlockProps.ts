/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/LegalBlock/schema.json; edit the schema and run it again.
 */

/**
 * Legal and offer small print. Follows spec §2.10: shown on product pages, never on / and not on /secure without utm_ads.
 */
export interface LegalBlockProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * The small-print notes, in order.
   *
   * @minItems 1
   */
  items: [
    {
      /**
       * Footnote mark, e.g. * or †.
       */
      marker?: string
      /**
       * The note's text.
       */
      text: string
    },
    ...{
      /**
       * Footnote mark, e.g. * or †.
       */
      marker?: string
      /**
       * The note's text.
       */
      text: string
    }[]
  ]
  /**
   * Links under the notes (e.g. the full terms), in order.
   *
   * @minItems 0
   */
  links?: Link[]
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
