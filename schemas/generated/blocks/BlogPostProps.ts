/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/BlogPost/schema.json; edit the schema and run it again.
 */

/**
 * One SmartCenter blog post from the CMS by its slug; unknown slugs answer 404.
 */
export interface BlogPostProps {
  /**
   * The words shown for the blog.
   */
  blogLabel: string
  /**
   * A page of the site, e.g. /shop.
   */
  blogHref: string
  /**
   * The heading of the more part.
   */
  moreHeading: string
  /**
   * The words shown for the by.
   */
  byLabel: string
  /**
   * The words shown for the minutes.
   */
  minutesLabel: string
}
