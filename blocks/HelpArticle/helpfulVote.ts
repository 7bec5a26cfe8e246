/**
 * "Was this article helpful?" (seventh walkthrough E15): a plain form post, so it works without scripts and ships
 * none. The form posts to HELPFUL_VOTE_ENDPOINT (server/helpVotes), which stores the answer and sends the reader
 * back to the article with `?helpful=` (its thank-you, or "try later") at the form's place.
 */
export const HELPFUL_VOTE_ENDPOINT = '/api/help-votes'

/** The id of the form's place on the article page: the answer comes back there. */
export const HELPFUL_ANCHOR = 'was-this-helpful'

/** What `?helpful=` says after a post: the reader's answer, stored; or `later` when it could not be kept. */
export const HELPFUL_OUTCOMES = ['yes', 'no', 'later'] as const
export type HelpfulOutcome = (typeof HELPFUL_OUTCOMES)[number]

/** The article page a vote returns to, with its outcome, at the form's place. */
export function helpfulVoteReturn(articleSlug: string, outcome: HelpfulOutcome): string {
  return `/help-center/articles/${articleSlug}?helpful=${outcome}#${HELPFUL_ANCHOR}`
}
