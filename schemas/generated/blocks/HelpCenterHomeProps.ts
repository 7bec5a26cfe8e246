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
   * The heading of the search part.
   */
  searchHeading: string
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
   * The heading of the categories part.
   */
  categoriesHeading: string
  /**
   * The words shown for the articles.
   */
  articlesLabel: string
  /**
   * The heading of the quick links part.
   */
  quickLinksHeading: string
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
