/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/FaqAccordion/schema.json; edit the schema and run it again.
 */

/**
 * Questions that expand to their answers (native disclosure, keyboard operable), published as FAQPage structured data.
 */
export interface FaqAccordionProps {
  heading: string
  intro?: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  /**
   * @minItems 1
   */
  items: [
    {
      question: string
      /**
       * Answer paragraphs.
       *
       * @minItems 1
       */
      answer: [string, ...string[]]
    },
    ...{
      question: string
      /**
       * Answer paragraphs.
       *
       * @minItems 1
       */
      answer: [string, ...string[]]
    }[]
  ]
  /**
   * Emit FAQPage JSON-LD; turn off when another FAQ block on the page already does.
   */
  structuredData: boolean
  openFirst: boolean
}
