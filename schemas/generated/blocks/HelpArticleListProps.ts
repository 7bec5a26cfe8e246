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
   * Which articles the list shows on this page.
   */
  mode: 'category' | 'categorySections' | 'others' | 'section' | 'all' | 'features'
  /**
   * The words of the link back to the help centre.
   */
  homeLabel: string
  /**
   * How many articles each page lists.
   */
  perPage: number
  /**
   * Heads the short list of popular links.
   */
  quickLinksHeading: string
  /**
   * Heads the topic filters.
   */
  filtersHeading: string
  /**
   * The words of the filter that shows every topic, e.g. All.
   */
  allFilterLabel: string
  /**
   * Shown when no article matches.
   */
  emptyText: string
  /**
   * Shown after the number of articles, e.g. articles.
   */
  articlesLabel: string
}
