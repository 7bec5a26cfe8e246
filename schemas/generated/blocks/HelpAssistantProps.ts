/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HelpAssistant/schema.json; edit the schema and run it again.
 */

/**
 * Answers a customer's question with the best matching help articles and the passages that answer it (retrieval, no generated text).
 */
export interface HelpAssistantProps {
  /**
   * The words shown for the question.
   */
  questionLabel: string
  /**
   * Shown in the box until the visitor types.
   */
  placeholder?: string
  /**
   * The words shown for the submit.
   */
  submitLabel: string
  /**
   * The heading of the answers part.
   */
  answersHeading: string
  /**
   * The no answer text shown.
   */
  noAnswerText: string
  /**
   * The words shown for the read more.
   */
  readMoreLabel: string
  /**
   * How many articles at most.
   */
  maxArticles: number
  /**
   * How many passages at most.
   */
  maxPassages: number
  handoff?: Link
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
