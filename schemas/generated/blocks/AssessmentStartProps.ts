/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/AssessmentStart/schema.json; edit the schema and run it again.
 */

/**
 * The first step of the needs assessment: what it is, and a button to start or to continue saved answers.
 */
export interface AssessmentStartProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A sentence or two shown under the heading.
   */
  intro?: string
  /**
   * Short points shown as a list.
   */
  points?: string[]
  /**
   * The words shown for the start.
   */
  startLabel: string
  /**
   * Shown instead of the start button when the visitor has saved answers.
   */
  continueLabel: string
  /**
   * The words shown for the start over.
   */
  startOverLabel: string
  /**
   * Told to a visitor with saved answers.
   */
  savedAnswersText: string
  /**
   * The questions page.
   */
  questionsPath: string
  /**
   * Where Continue leads once every question was answered.
   */
  reviewPath: string
}
