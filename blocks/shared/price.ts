import { type StruckPriceLabels, struckPriceWords } from './StruckPrice.tsx'

/** A price as the config states it; the display splits it into currency, whole value, cents and period. */
export interface PriceInput {
  amount: number
  /** The struck-through earlier price. */
  previousAmount?: number
  currency?: string
  period?: 'month' | 'year' | 'once'
}

export interface PriceParts {
  symbol: string
  whole: string
  cents: string
  /** Short suffix drawn after the amount ("/mo."); empty for a one-time price. */
  periodSuffix: string
}

const PERIOD_SUFFIX = { month: '/mo.', year: '/yr.', once: '' } as const
const PERIOD_WORDS = { month: ' per month', year: ' per year', once: '' } as const

// Building a number format costs far more than using one (it showed in the hydration profile), so one per currency.
const formatters = new Map<string, Intl.NumberFormat>()

function formatter(currency: string): Intl.NumberFormat {
  let format = formatters.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    formatters.set(currency, format)
  }
  return format
}

/** 29.99 -> { symbol "$", whole "29", cents "99", periodSuffix "/mo." }; thousands keep their separators. */
export function priceParts(amount: number, currency = 'USD', period: PriceInput['period'] = 'month'): PriceParts {
  const parts = formatter(currency).formatToParts(amount)
  const pick = (type: string) =>
    parts
      .filter((p) => p.type === type)
      .map((p) => p.value)
      .join('')
  const whole = parts
    .filter((p) => p.type === 'integer' || p.type === 'group')
    .map((p) => p.value)
    .join('')
  return {
    symbol: pick('currency'),
    whole: (amount < 0 ? '-' : '') + whole,
    cents: pick('fraction'),
    periodSuffix: PERIOD_SUFFIX[period],
  }
}

/** "$29.99": whole dollars keep their cents so prices line up in a list. */
export function formatMoney(amount: number, currency = 'USD'): string {
  return formatter(currency).format(amount)
}

/**
 * A price a promotion lowers: an amount and an earlier, higher one to strike through. Only then is "Regular price …, now …"
 * read, the earlier price drawn and a sale ribbon true; an equal or lower earlier price is no sale.
 */
export function isReducedPrice<Price extends { amount?: number; previousAmount?: number }>(
  price: Price | undefined,
): price is Price & { amount: number; previousAmount: number } {
  return price?.amount !== undefined && price.previousAmount !== undefined && price.previousAmount > price.amount
}

/** The regular amount to strike through (StruckPrice), as shown, or null when it is not above the amount paid. */
export function regularPriceText(amount: number, regularAmount: number | undefined, currency?: string): string | null {
  const price = { amount, previousAmount: regularAmount }
  return isReducedPrice(price) ? formatMoney(price.previousAmount, currency) : null
}

/**
 * What a screen reader hears instead of the split-up visual price: "$29.99 per month", or while a promotion lowers
 * it "Regular price $39.99, now $29.99 per month" (the words every struck price of the site reads, StruckPrice).
 */
export function accessiblePriceText(price: PriceInput, labels: StruckPriceLabels): string {
  const { currency = 'USD', period = 'month' } = price
  const now = `${formatMoney(price.amount, currency)}${PERIOD_WORDS[period]}`
  return isReducedPrice(price) ? struckPriceWords(labels, formatMoney(price.previousAmount, currency)) + now : now
}
