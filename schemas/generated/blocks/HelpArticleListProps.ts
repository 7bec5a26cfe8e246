/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HelpArticleList/schema.json; edit the schema and run it again.
 */

/**
 * Help articles from the CMS for one browsing page: a category, its sections, a section with quick filters, the others pages, every article, or feature guides.
 */
export interface HelpArticleListProps {
  mode: 'category' | 'categorySections' | 'others' | 'section' | 'all' | 'features'
  homeLabel: string
  perPage: number
  quickLinksHeading: string
  filtersHeading: string
  allFilterLabel: string
  emptyText: string
  articlesLabel: string
}
