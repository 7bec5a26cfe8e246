import { FINANCING_MONTHS } from './texts.ts'

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
