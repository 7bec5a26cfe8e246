/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HelpSearchResults/schema.json; edit the schema and run it again.
 */

/**
 * Full-text search over help articles: the search form, highlighted results and pagination.
 */
export interface HelpSearchResultsProps {
  searchLabel: string
  searchPlaceholder?: string
  searchButton: string
  perPage: number
  resultsLabel: string
  emptyText: string
  promptText: string
  assistantLink?: Link
}
export interface Link {
  label: string
  /**
   * A site path, https URL, tel:, mailto: or #anchor.
   */
  href: string
}
