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
   * Heads the list of the visitor's answers.
   */
  answersHeading: string
  /**
   * The words of the link that changes an answer.
   */
  changeLabel: string
  /**
   * Shown in place of an answer the visitor did not give.
   */
  notAnsweredText: string
  /**
   * Shown while the answers load.
   */
  loadingText: string
  /**
   * Shown when there are no saved answers.
   */
  emptyText: string
  /**
   * The words on the button that starts the questions.
   */
  startLabel: string
  /**
   * Heads the recommended package, the results part of the page.
   */
  recommendationHeading: string
  /**
   * Heads what the recommendation includes.
   */
  includesHeading: string
  /**
   * Heads the devices added of kinds the package does not have; more of a kind it has go on that device's line (withAddedText).
   */
  addedHeading: string
  /**
   * Shown before the up-front total: the equipment and its installation, what is paid on the day.
   */
  totalLabel: string
  /**
   * After the equipment line: {{monthly}} is the equipment's financing figure per month (the equipment price over 48 payments, as the shop's cards; none below the $599 financing minimum).
   */
  monthlyText: string
  /**
   * The first part of the up-front total: {{equipment}} is the package and the added devices, from the catalogue.
   */
  equipmentText: string
  /**
   * The second part of the up-front total: {{installation}} is the package's one-time installation price, from the catalogue.
   */
  installationText: string
  /**
   * The installation line for a package whose installation is free.
   */
  freeInstallationText: string
  /**
   * The package's monitoring per month, apart from the up-front total: {{monitoring}} is from the catalogue.
   */
  monitoringText: string
  /**
   * Template with {{budget}}; shown when the recommendation costs more than the visitor's budget.
   */
  overBudgetText: string
  /**
   * Why a device is recommended; {{reasons}} lists the answers' reasons ("you have an attached garage").
   */
  becauseText: string
  /**
   * One line of a device's reasons when several answers ask for it: {{quantity}} is how many that answer asks for, {{reason}} where they go (the need's `for` in questions.json) or the why-recommended line.
   */
  reasonLineText: string
  /**
   * Beside a device the package includes that no answer asked for (the Complete Package's Smart Thermostat), so no line is left without a reason.
   */
  inPackageText: string
  /**
   * Under the reasons of a device the package has more of than the answers ask for: {{spare}} is how many more.
   */
  spareText: string
  /**
   * A device the package includes and the recommendation adds more of, on one line: {{total}} in all, {{included}} of them in the package, {{added}} added, {{price}} what the added ones cost (from the catalogue).
   */
  withAddedText: string
  /**
   * How a monthly budget answer is named in the budget lines: {{perMonth}} is the amount per month (the answer's total over 48 payments).
   */
  monthlyBudgetText: string
  /**
   * Shown when the recommendation is over the up-front budget but within the monthly one: {{smaller}} is the up-front budget, {{budget}} the monthly one, {{monthly}} the financing figure ("$33.12/mo.").
   */
  financedFitText: string
  /**
   * Heads the within-budget choice shown beside a complete recommendation that costs more than the budget.
   */
  budgetChoiceHeading: string
  /**
   * What the within-budget choice leaves out.
   */
  leftOutText: string
  /**
   * The words on the button that shops the within-budget choice.
   */
  budgetShopLabel: string
  /**
   * The words on the button that shops the recommendation.
   */
  shopLabel: string
  /**
   * The words on the button to be called by a specialist.
   */
  contactLabel: string
  /**
   * The address of the questions page.
   */
  questionsPath: string
  /**
   * The address of the assessment's first page.
   */
  startPath: string
  /**
   * The address of the contact step.
   */
  contactPath: string
  /**
   * The address of the shop.
   */
  shopPath: string
}
