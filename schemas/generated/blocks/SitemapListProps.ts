/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/SitemapList/schema.json; edit the schema and run it again.
 */

/**
 * The /sitemap page's list of every indexable page, built from the route table (the same pages as /sitemap.xml).
 */
export interface SitemapListProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * Removed from the end of page titles in the list, e.g. " | Harbor Home Security".
   */
  titleSuffix?: string
}
