/** The questions page shows question `q` (1-based) so the browser's back and forward buttons move between questions. */
export const QUESTION_PARAM = 'q'
/** `return=review`: the visitor came from the review page to change one answer and goes straight back. */
export const RETURN_PARAM = 'return'

export function questionHref(questionsPath: string, index: number, returnToReview = false): string {
  const query = new URLSearchParams({ [QUESTION_PARAM]: String(index + 1) })
  if (returnToReview) query.set(RETURN_PARAM, 'review')
  return `${questionsPath}?${query}`
}

/** The 0-based question index a `q` value names, clamped to the questionnaire; 0 when absent or invalid. */
export function questionIndexFrom(value: string | null | undefined, questionCount: number): number {
  const parsed = Number.parseInt(value ?? '', 10)
  if (!Number.isFinite(parsed) || parsed < 1) return 0
  return Math.min(parsed, questionCount) - 1
}
