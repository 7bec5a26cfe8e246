/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/BlogPost/schema.json; edit the schema and run it again.
 */

/**
 * One SmartCenter blog post from the CMS by its slug; unknown slugs answer 404.
 */
export interface BlogPostProps {
  blogLabel: string
  blogHref: string
  moreHeading: string
  byLabel: string
  minutesLabel: string
}
