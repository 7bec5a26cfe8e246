/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HelpArticleList/schema.json; edit the schema and run it again.
 */

/**
 * Help articles from the CMS for one browsing page: a category, its sections, a section with quick filters, the others pages, every article, or feature guides.
 */
export interface HelpArticleListProps {
  /**
   * How it works on this page.
   */
  mode: 'category' | 'categorySections' | 'others' | 'section' | 'all' | 'features'
  /**
   * The words shown for the home.
   */
  homeLabel: string
  /**
   * How many are shown at once.
   */
  perPage: number
  /**
   * The heading of the quick links part.
   */
  quickLinksHeading: string
  /**
   * The heading of the filters part.
   */
  filtersHeading: string
  /**
   * The words shown for the all filter.
   */
  allFilterLabel: string
  /**
   * The empty text shown.
   */
  emptyText: string
  /**
   * The words shown for the articles.
   */
  articlesLabel: string
}
