/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HelpSearchResults/schema.json; edit the schema and run it again.
 */

/**
 * Full-text search over help articles: the search form, highlighted results and pagination.
 */
export interface HelpSearchResultsProps {
  /**
   * The words shown for the search.
   */
  searchLabel: string
  /**
   * The search placeholder.
   */
  searchPlaceholder?: string
  /**
   * The words on the search button.
   */
  searchButton: string
  /**
   * How many are shown at once.
   */
  perPage: number
  /**
   * The words shown for the results.
   */
  resultsLabel: string
  /**
   * The empty text shown.
   */
  emptyText: string
  /**
   * The prompt text shown.
   */
  promptText: string
  assistantLink?: Link
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
