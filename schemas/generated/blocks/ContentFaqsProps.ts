/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ContentFaqs/schema.json; edit the schema and run it again.
 */

/**
 * Frequently asked questions from the CMS, grouped, with FAQPage structured data.
 */
export interface ContentFaqsProps {
  /**
   * The main words of this section.
   */
  heading?: string
  /**
   * The groups of questions, each under its heading.
   */
  groups?: string[]
}
