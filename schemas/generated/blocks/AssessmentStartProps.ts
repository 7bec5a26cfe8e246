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
   * Short points shown as a list: what the visitor gets from the questions.
   */
  points?: string[]
  /**
   * The words on the button that starts the questions.
   */
  startLabel: string
  /**
   * Shown instead of the start button when the visitor has saved answers.
   */
  continueLabel: string
  /**
   * The words on the button that clears saved answers and starts again.
   */
  startOverLabel: string
  /**
   * Told to a visitor with saved answers.
   */
  savedAnswersText: string
  /**
   * The address of the questions page.
   */
  questionsPath: string
  /**
   * Where Continue leads once every question was answered.
   */
  reviewPath: string
}
