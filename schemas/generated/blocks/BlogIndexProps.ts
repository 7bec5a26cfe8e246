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
   * How many are shown at once.
   */
  perPage: number
  /**
   * The words shown for the read more.
   */
  readMoreLabel: string
  /**
   * The words shown for the minutes.
   */
  minutesLabel: string
}
