/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/PagePlaceholder/schema.json; edit the schema and run it again.
 */

/**
 * Stands in for a page section that a later piece of work builds; says what the page is for and how to reach sales.
 */
export interface PagePlaceholderProps {
  heading: string
  summary: string
  links?: Link[]
}
export interface Link {
  label: string
  /**
   * A site path, https URL, tel:, mailto: or #anchor.
   */
  href: string
}
