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
   * The label of the search box.
   */
  searchLabel: string
  /**
   * Shown in the box until the visitor types.
   */
  searchPlaceholder?: string
  /**
   * The words on the search button.
   */
  searchButton: string
  /**
   * How many results each page lists.
   */
  perPage: number
  /**
   * Shown after the number of results, e.g. results.
   */
  resultsLabel: string
  /**
   * Shown when no article matches the search.
   */
  emptyText: string
  /**
   * Shown before the visitor has searched.
   */
  promptText: string
  assistantLink?: Link
  /**
   * The most useful articles, listed under the text when no article matches (seventh walkthrough E7); the page's Support band below gives the ways to reach Support.
   */
  noResults?: {
    /**
     * Heads the list of articles.
     */
    heading: string
    /**
     * The articles' slugs, in the order shown (five at most).
     *
     * @minItems 1
     * @maxItems 5
     */
    articles:
      | [string]
      | [string, string]
      | [string, string, string]
      | [string, string, string, string]
      | [string, string, string, string, string]
  }
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
