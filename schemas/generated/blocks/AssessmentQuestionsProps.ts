/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/AssessmentQuestions/schema.json; edit the schema and run it again.
 */

/**
 * The needs-assessment questions, one at a time from site-config/assessment/questions.json, with progress, back and next.
 */
export interface AssessmentQuestionsProps {
  /**
   * Accessible name of the progress bar.
   */
  progressLabel: string
  /**
   * Template with {{current}} and {{total}}.
   */
  progressText: string
  /**
   * The words shown for the back.
   */
  backLabel: string
  /**
   * The words shown for the next.
   */
  nextLabel: string
  /**
   * Next on the last question.
   */
  finishLabel: string
  /**
   * Next when the visitor came from the review page to change this answer.
   */
  returnLabel: string
  /**
   * Shown when Next is pressed without an answer.
   */
  requiredMessage: string
  /**
   * Shown under multi-select questions.
   */
  multipleHint: string
  /**
   * Back from the first question.
   */
  startPath: string
  /**
   * After the last question.
   */
  reviewPath: string
}
