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
   * The words of the link back to the blog.
   */
  blogLabel: string
  /**
   * The address of the blog, e.g. /blog.
   */
  blogHref: string
  /**
   * Heads the list of other posts.
   */
  moreHeading: string
  /**
   * Shown before the author's name, e.g. By.
   */
  byLabel: string
  /**
   * Shown after the post's reading time in minutes, e.g. min read.
   */
  minutesLabel: string
}
