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
   * Where the article to show is named: the page address or the query.
   */
  idFrom: 'path' | 'query'
  /**
   * The words of the link back to the help centre.
   */
  homeLabel: string
  /**
   * Heads the list of the article's parts.
   */
  tocHeading: string
  /**
   * Heads the list of related articles.
   */
  relatedHeading: string
  /**
   * Shown before the date the article was last updated.
   */
  updatedLabel: string
  /**
   * Shown when the address names no article.
   */
  missingIdText?: string
}
