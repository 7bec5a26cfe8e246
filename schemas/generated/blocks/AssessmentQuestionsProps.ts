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
   * What screen readers call the progress bar.
   */
  progressLabel: string
  /**
   * e.g. Question {{current}} of {{total}}: {{current}} and {{total}} are filled in.
   */
  progressText: string
  /**
   * The words on the button to the previous question.
   */
  backLabel: string
  /**
   * The words on the button to the next question.
   */
  nextLabel: string
  /**
   * The Next button's words on the last question.
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
   * Where Back leads from the first question.
   */
  startPath: string
  /**
   * Where the last question leads.
   */
  reviewPath: string
}
