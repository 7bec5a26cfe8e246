/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HelpArticle/schema.json; edit the schema and run it again.
 */

/**
 * One help article from the CMS, by the path parameter id (articles/:id) or the query id (articlebyid?id=); unknown ids answer 404.
 */
export interface HelpArticleProps {
  /**
   * Where its id comes from.
   */
  idFrom: 'path' | 'query'
  /**
   * The words shown for the home.
   */
  homeLabel: string
  /**
   * The heading of the toc part.
   */
  tocHeading: string
  /**
   * The heading of the related part.
   */
  relatedHeading: string
  /**
   * The words shown for the updated.
   */
  updatedLabel: string
  /**
   * The missing id text shown.
   */
  missingIdText?: string
}
