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
   * The label of the box where the visitor types a question.
   */
  questionLabel: string
  /**
   * Shown in the box until the visitor types.
   */
  placeholder?: string
  /**
   * The words on the button that asks the question.
   */
  submitLabel: string
  /**
   * Heads the answers found.
   */
  answersHeading: string
  /**
   * Shown when the help articles hold no answer.
   */
  noAnswerText: string
  /**
   * The words of the link to the whole article.
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
