/**
 * Posts the config:review report on a pull request, or updates the comment an earlier run posted, so each
 * pull request has one review comment that follows its latest commit. Called from
 * .github/workflows/site-review.yml through actions/github-script (plain JavaScript: it runs before anything
 * is compiled), with github-script's `github` (Octokit) and `context`.
 */

/** Marks the comment as this workflow's, so a later run finds and updates it. */
export const REVIEW_MARKER = '<!-- site-review:config-review -->'

/** GitHub refuses comments over 65,536 characters. */
export const COMMENT_LIMIT = 65_536

/**
 * The comment's text: the whole report when it fits; otherwise the report's summary (everything before its
 * first page) and where the whole report is — never a text cut in the middle.
 * @param {string} report the Markdown config:review wrote (report.md)
 * @param {string} artifactUrl the workflow run, whose artifact holds report.html and the screenshots
 */
export function commentBody(report, artifactUrl) {
  const footer = `\n\n---\nScreenshots and the report as a web page: the \`site-review\` artifact of [this run](${artifactUrl}).`
  const whole = `${REVIEW_MARKER}\n${report.trim()}${footer}`
  if (whole.length <= COMMENT_LIMIT) return whole
  const firstPage = report.indexOf('\n### ')
  const summary = firstPage === -1 ? '' : report.slice(0, firstPage).trim()
  return `${REVIEW_MARKER}\n${summary}\n\nThe report is too long for a comment (${report.length.toLocaleString('en-US')} characters): read it whole in the artifact.${footer}`
}

/**
 * Creates or updates the pull request's review comment.
 * @param {{ github: any, context: any, report: string, artifactUrl: string }} options
 * @returns {Promise<'created' | 'updated'>}
 */
export async function postReviewComment({ github, context, report, artifactUrl }) {
  const { owner, repo } = context.repo
  const issue_number = context.payload.pull_request.number
  const body = commentBody(report, artifactUrl)
  const comments = await github.paginate(github.rest.issues.listComments, { owner, repo, issue_number, per_page: 100 })
  const previous = comments.find(
    (comment) => typeof comment.body === 'string' && comment.body.startsWith(REVIEW_MARKER),
  )
  if (previous) {
    await github.rest.issues.updateComment({ owner, repo, comment_id: previous.id, body })
    return 'updated'
  }
  await github.rest.issues.createComment({ owner, repo, issue_number, body })
  return 'created'
}
