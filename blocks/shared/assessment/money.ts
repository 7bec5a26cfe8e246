import { dollars, financingPlan, formatMoney } from '../../../services/catalogue/index.ts'

/**
 * "$1,299" or "$769.90": the catalogue's own price format (whole prices whole, others with cents), so the
 * assessment never writes "$769.9" (issue 25 walkthrough) nor differs from the shop's cards.
 */
export function formatDollars(amount: number): string {
  return dollars(amount)
}

/**
 * The monthly financing figure of spec §9.4 for an estimated total, "$X.XX/mo.", or null below the financing
 * minimum ($599), where the shop shows no financing line either.
 */
export function formatMonthly(amount: number): string | null {
  const plan = financingPlan({ negotiatedListPrice: amount })
  return plan && `${formatMoney(plan.monthly)}/mo.`
}
