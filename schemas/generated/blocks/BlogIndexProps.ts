/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/BlogIndex/schema.json; edit the schema and run it again.
 */

/**
 * The SmartCenter blog's list of posts from the CMS, newest first, with pagination (?page=).
 */
export interface BlogIndexProps {
  heading: string
  perPage: number
  readMoreLabel: string
  minutesLabel: string
}
