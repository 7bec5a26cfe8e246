/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/FaqAccordion/schema.json; edit the schema and run it again.
 */

/**
 * Questions that expand to their answers (native disclosure, keyboard operable), published as FAQPage structured data.
 */
export interface FaqAccordionProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A sentence or two shown under the heading.
   */
  intro?: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  /**
   * The questions and their answers, in order.
   *
   * @minItems 1
   */
  items: [
    {
      /**
       * The question, as a visitor would ask it.
       */
      question: string
      /**
       * The answer, one paragraph per item.
       *
       * @minItems 1
       */
      answer: [string, ...string[]]
    },
    ...{
      /**
       * The question, as a visitor would ask it.
       */
      question: string
      /**
       * The answer, one paragraph per item.
       *
       * @minItems 1
       */
      answer: [string, ...string[]]
    }[]
  ]
  /**
   * Tells search engines these are questions and answers; turn off when another questions block on the page already does.
   */
  structuredData: boolean
  /**
   * Whether the first item starts open.
   */
  openFirst: boolean
}
