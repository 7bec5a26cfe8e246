import { FINANCING_MONTHS } from './texts.ts'

/** "$" followed by the price as the catalogue gives it (spec §3.4 price). */
export function dollars(amount: number): string {
  return `$${amount}`
}

/** negotiatedListPrice ÷ 48 with two decimals, "$0.00/mo." when there is no negotiated price (spec §9.4). */
export function monthlyFinancing(negotiatedListPrice: number | null | undefined): string {
  const monthly = negotiatedListPrice ? negotiatedListPrice / FINANCING_MONTHS : 0
  return `$${monthly.toFixed(2)}/mo.`
}

// Built once: constructing a number format is much dearer than formatting with it.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Two-decimal money for totals shown to the buyer, e.g. "$1,234.50". */
export function formatMoney(amount: number): string {
  return usd.format(amount)
}
