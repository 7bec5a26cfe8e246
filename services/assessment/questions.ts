import type { OptionSignal } from './recommend.ts'
import type { SelectedOption } from './store.ts'

/** The shape of a configured question the assessment needs (site-config/assessment/questions.json). */
export interface QuestionLike {
  id: string
  /** Its options' budgets are totals paid in 48 monthly payments (questions.json `budgetFinanced`). */
  budgetFinanced?: boolean
  options: Array<OptionSignal & { id: string }>
}

/**
 * The configured options behind the visitor's answers, in questionnaire order. Answers whose option no
 * longer exists (the questionnaire changed since they were saved) are ignored.
 */
export function signalsFor(questions: readonly QuestionLike[], selected: readonly SelectedOption[]): OptionSignal[] {
  const chosen = new Set(selected.map((option) => option.id))
  return questions.flatMap((question) =>
    question.options
      .filter((option) => chosen.has(option.id))
      .map((option) => (question.budgetFinanced && option.budgetMax ? { ...option, budgetFinanced: true } : option)),
  )
}

/** Indexes of the questions without an answer, in order. */
export function unansweredQuestions(questions: readonly QuestionLike[], selected: readonly SelectedOption[]): number[] {
  const chosen = new Set(selected.map((option) => option.id))
  return questions.flatMap((question, index) =>
    question.options.some((option) => chosen.has(option.id)) ? [] : [index],
  )
}
