/** Types of scripts/review/prComment.js (plain JavaScript, imported by actions/github-script in the site-review workflow). */
export declare const REVIEW_MARKER: string
export declare const COMMENT_LIMIT: number
export declare function commentBody(report: string, artifactUrl: string): string
export declare function postReviewComment(options: {
  github: unknown
  context: unknown
  report: string
  artifactUrl: string
}): Promise<'created' | 'updated'>
