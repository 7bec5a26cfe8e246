/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/AssessmentReview/schema.json; edit the schema and run it again.
 */

/**
 * Summarises the visitor's answers with a way to change each, and recommends a package and devices with a link to the shop.
 */
export interface AssessmentReviewProps {
  /**
   * The heading of the answers part.
   */
  answersHeading: string
  /**
   * The words shown for the change.
   */
  changeLabel: string
  /**
   * The not answered text shown.
   */
  notAnsweredText: string
  /**
   * The loading text shown.
   */
  loadingText: string
  /**
   * Shown when there are no saved answers.
   */
  emptyText: string
  /**
   * The words shown for the start.
   */
  startLabel: string
  /**
   * The heading of the recommendation part.
   */
  recommendationHeading: string
  /**
   * The heading of the includes part.
   */
  includesHeading: string
  /**
   * The heading of the added part.
   */
  addedHeading: string
  /**
   * The words shown for the total.
   */
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
  /**
   * The words shown for the budget shop.
   */
  budgetShopLabel: string
  /**
   * The words shown for the shop.
   */
  shopLabel: string
  /**
   * The words shown for the contact.
   */
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
