/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/BlogIndex/schema.json; edit the schema and run it again.
 */

/**
 * The SmartCenter blog's list of posts from the CMS, newest first, with pagination (?page=).
 */
export interface BlogIndexProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * How many posts each page lists.
   */
  perPage: number
  /**
   * The words of the link to each post, e.g. Read more.
   */
  readMoreLabel: string
  /**
   * Shown after a post's reading time in minutes, e.g. min read.
   */
  minutesLabel: string
}
