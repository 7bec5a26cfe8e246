/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HelpCenterHome/schema.json; edit the schema and run it again.
 */

/**
 * The help center's home: search, categories with their article counts, and quick links to common tasks.
 */
export interface HelpCenterHomeProps {
  searchHeading: string
  searchLabel: string
  searchPlaceholder?: string
  searchButton: string
  categoriesHeading: string
  articlesLabel: string
  quickLinksHeading: string
  assistantLink?: Link
}
export interface Link {
  label: string
  /**
   * A site path, https URL, tel:, mailto: or #anchor.
   */
  href: string
}
