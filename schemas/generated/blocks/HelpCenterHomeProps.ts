/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HelpCenterHome/schema.json; edit the schema and run it again.
 */

/**
 * The help center's home: search, categories with their article counts, and quick links to common tasks.
 */
export interface HelpCenterHomeProps {
  /**
   * Heads the search box.
   */
  searchHeading: string
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
   * Heads the list of help topics.
   */
  categoriesHeading: string
  /**
   * Shown after each topic's number of articles, e.g. articles.
   */
  articlesLabel: string
  /**
   * Heads the short list of popular links.
   */
  quickLinksHeading: string
  assistantLink?: Link
  /**
   * The most asked questions, listed right under the search box (seventh walkthrough E7: ADT and SimpliSafe put "Why is my system beeping?" at the top).
   */
  topArticles?: {
    /**
     * Heads the list.
     */
    heading: string
    /**
     * The articles' slugs, in the order shown.
     *
     * @minItems 1
     * @maxItems 8
     */
    articles:
      | [string]
      | [string, string]
      | [string, string, string]
      | [string, string, string, string]
      | [string, string, string, string, string]
      | [string, string, string, string, string, string]
      | [string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string]
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
