/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/AssessmentReview/schema.json; edit the schema and run it again.
 */

/**
 * Summarises the visitor's answers with a way to change each, and recommends a package and devices with a link to the shop.
 */
export interface AssessmentReviewProps {
  answersHeading: string
  changeLabel: string
  notAnsweredText: string
  loadingText: string
  /**
   * Shown when there are no saved answers.
   */
  emptyText: string
  startLabel: string
  recommendationHeading: string
  includesHeading: string
  addedHeading: string
  totalLabel: string
  /**
   * Template with {{monthly}}.
   */
  monthlyText: string
  /**
   * Template with {{budget}}; shown when the recommendation costs more than the visitor's budget.
   */
  overBudgetText: string
  /**
   * Why a device is recommended; {{reasons}} lists the answers' reasons ("you have an attached garage").
   */
  becauseText: string
  /**
   * Joins the last two reasons.
   */
  andText: string
  /**
   * Heads the within-budget choice shown beside a complete recommendation that costs more than the budget.
   */
  budgetChoiceHeading: string
  /**
   * What the within-budget choice leaves out.
   */
  leftOutText: string
  budgetShopLabel: string
  shopLabel: string
  contactLabel: string
  /**
   * The questions page.
   */
  questionsPath: string
  /**
   * The start page.
   */
  startPath: string
  /**
   * The contact step.
   */
  contactPath: string
  /**
   * The shop.
   */
  shopPath: string
}
