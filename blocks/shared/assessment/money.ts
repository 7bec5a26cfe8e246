const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
})

/** "$1,299" or "$1,299.50". */
export function formatDollars(amount: number): string {
  return dollars.format(amount)
}

/** The monthly financing figure of spec §9.4: price ÷ months, 2 decimals, "$X.XX/mo.". */
export function formatMonthly(amount: number, months: number): string {
  return `$${(Math.round((amount / months) * 100) / 100).toFixed(2)}/mo.`
}
