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
  /**
   * The question under the article with Yes and No, posted as a plain form; the answers are stored for the editors (seventh walkthrough E15).
   */
  helpful?: {
    /**
     * Asked under the article.
     */
    question: string
    /**
     * The words of the Yes button.
     */
    yes: string
    /**
     * The words of the No button.
     */
    no: string
    /**
     * Shown in the question's place after a Yes.
     */
    thanksYes: string
    /**
     * Shown in the question's place after a No.
     */
    thanksNo: string
    /**
     * Shown above the buttons when the answer could not be stored (too many at once, or a fault).
     */
    later: string
  }
}
