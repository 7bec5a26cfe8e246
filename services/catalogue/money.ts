import { FINANCING_MINIMUM, FINANCING_MONTHS } from './texts.ts'

// Built once: constructing a number format is much dearer than formatting with it.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** "$" and the catalogue's price (spec §3.4 price) with thousands separators: "$1,399.99", "$99", "$1,299.50". */
export function dollars(amount: number): string {
  return Number.isInteger(amount) ? usdWhole.format(amount) : usd.format(amount)
}

/** negotiatedListPrice ÷ 48 with two decimals, "$0.00/mo." when there is no negotiated price (spec §9.4). */
export function monthlyFinancing(negotiatedListPrice: number | null | undefined): string {
  const monthly = negotiatedListPrice ? negotiatedListPrice / FINANCING_MONTHS : 0
  return `${usd.format(monthly)}/mo.`
}

/** Two-decimal money for totals shown to the buyer, e.g. "$1,234.50". */
export function formatMoney(amount: number): string {
  return usd.format(amount)
}

/** The price financed at 0% APR and its monthly payment, when the purchase qualifies (spec §9.4; $599 minimum). */
export interface FinancingPlan {
  /** The negotiated price the payments add up to. */
  financed: number
  /** financed ÷ 48, to the cent. */
  monthly: number
  payments: number
}

/**
 * The financing of a package line: its negotiated price over 48 payments, or null when the line does
 * not qualify or costs less than the financing minimum (the terms finance purchases of $599 or more).
 */
export function financingPlan(line: {
  negotiatedListPrice: number | null
  qualifyingForFinancing?: boolean
}): FinancingPlan | null {
  const financed = line.negotiatedListPrice ?? 0
  if (line.qualifyingForFinancing === false || financed < FINANCING_MINIMUM) return null
  return { financed, monthly: Math.round((financed / FINANCING_MONTHS) * 100) / 100, payments: FINANCING_MONTHS }
}
