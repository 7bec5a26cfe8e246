/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/assessment-questions.schema.json; edit the schema and run it again.
 */

export type Id = string

/**
 * The needs-assessment questionnaire (spec 2.4, 3.7, 4.9): questions in order, their options and images, and what each option tells the recommendation.
 */
export interface AssessmentQuestionsConfig {
  $schema?: string
  /**
   * @minItems 1
   * @maxItems 30
   */
  questions: [AssessmentQuestion, ...AssessmentQuestion[]]
}
export interface AssessmentQuestion {
  id: Id
  /**
   * The question as the visitor reads it.
   */
  title: string
  /**
   * One line under the question.
   */
  help?: string
  /**
   * Short label on the review page; defaults to the title.
   */
  summaryLabel?: string
  /**
   * The options' budgetMax is an equipment total the visitor would pay in 48 monthly payments (their monthly comfort × 48), not up front: the review names it per month and shows a system within it as fitting when financed.
   */
  budgetFinanced?: boolean
  /**
   * single: choosing an option replaces the previous choice; multiple: any number.
   */
  selection: 'single' | 'multiple'
  /**
   * @minItems 2
   */
  options: [AssessmentOption, AssessmentOption, ...AssessmentOption[]]
}
export interface AssessmentOption {
  /**
   * Unique across the whole questionnaire; stored in the visitor's answers and sent with the lead.
   */
  id: string
  label: string
  description?: string
  /**
   * How the review page gives this answer as a reason for a device, after "because you said": "you have an attached garage". Defaults to the label.
   */
  because?: string
  image?: AssessmentImage
  /**
   * Devices this answer calls for, by catalogue item type; quantities of the same type add up across answers.
   */
  needs?: DeviceNeed[]
  /**
   * The most (list price, US dollars) this answer says the visitor wants to spend on equipment.
   */
  budgetMax?: number
}
export interface AssessmentImage {
  src: string
  width: number
  height: number
}
export interface DeviceNeed {
  type: string
  quantity: number
  /**
   * Where these devices go or what they cover, after their number on the review page when several answers call for the same device: "1 on the overhead door of your attached garage". Without it the line gives the answer's `because`.
   */
  for?: string
}
