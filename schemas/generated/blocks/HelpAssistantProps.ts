/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HelpAssistant/schema.json; edit the schema and run it again.
 */

/**
 * Answers a customer's question with the best matching help articles and the passages that answer it (retrieval, no generated text).
 */
export interface HelpAssistantProps {
  questionLabel: string
  placeholder?: string
  submitLabel: string
  answersHeading: string
  noAnswerText: string
  readMoreLabel: string
  maxArticles: number
  maxPassages: number
  handoff?: Link
}
export interface Link {
  label: string
  /**
   * A site path, https URL, tel:, mailto: or #anchor.
   */
  href: string
}
