/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HelpArticle/schema.json; edit the schema and run it again.
 */

/**
 * One help article from the CMS, by the path parameter id (articles/:id) or the query id (articlebyid?id=); unknown ids answer 404.
 */
export interface HelpArticleProps {
  idFrom: 'path' | 'query'
  homeLabel: string
  tocHeading: string
  relatedHeading: string
  updatedLabel: string
  missingIdText?: string
}
