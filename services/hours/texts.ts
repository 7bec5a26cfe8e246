import type { HoursConfig } from '../../schemas/generated/hours.ts'

// Kept apart from the schedule rules (which need luxon) so the header and footer can show the fixed
// hours without loading the time-zone library before the page is interactive.

/** The hours texts the chrome shows (spec 9.1), with the configured e-commerce reading chosen. */
export function hoursTexts(hours: HoursConfig): {
  sales: string
  salesLong: string
  ecommSales: string
  support: string
  textAndChat: string
} {
  const { texts } = hours
  return {
    sales: texts.sales,
    salesLong: texts.salesLong,
    ecommSales: texts.ecommSales[hours.ecommSalesReading],
    support: texts.support,
    textAndChat: texts.textAndChat,
  }
}
