/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/PagePlaceholder/schema.json; edit the schema and run it again.
 */

/**
 * Stands in for a page section that a later piece of work builds; says what the page is for and how to reach sales.
 */
export interface PagePlaceholderProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A sentence or two under the heading.
   */
  summary: string
  /**
   * Said before the page's sales call link (or, while sales is closed, its hours).
   */
  callPrompt: string
  /**
   * The word before the sales number on the call link; while sales is closed, "Call us" and the sales hours.
   */
  callLabel: string
  /**
   * Links to related pages, in order.
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
