import { FINANCING_MINIMUM, FINANCING_MONTHS, type FinancingPlan, financingPlan } from '../catalogue/index.ts'
import { wallClock } from '../hours/schedule.ts'

/**
 * The checkout host's payment step (issue 25): a hosted checkout's choice of how to pay. The card is a demo card
 * checked as a real form checks one (number by Luhn, expiry not past, security code, name); only its brand and last
 * 4 digits ever leave the browser, and only they are stored. Nothing is charged.
 */
export type PaymentMethod = 'card' | 'atInstallation' | 'financing'

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** What the browser sends for the payment: never the card number, its code or its expiry. */
export type PaymentChoice =
  { method: 'card'; brand: CardBrand; last4: string } | { method: 'atInstallation' } | { method: 'financing' }

/** What the host stores: the choice, and for financing the spec's figure computed on the server from the order. */
export type OrderPayment = Exclude<PaymentChoice, { method: 'financing' }> | ({ method: 'financing' } & FinancingPlan)

/** Spec 9.4's financing of an order total: 48 payments of total ÷ 48 at "0% APR for 9 months", from $599. */
export function orderFinancing(subtotal: number): FinancingPlan | null {
  return financingPlan({ negotiatedListPrice: subtotal })
}

export { FINANCING_MINIMUM, FINANCING_MONTHS }

/** The card number's digits, spaces and dashes dropped. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '')

/** The Luhn check every card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The brand by the number's leading digits (IIN ranges), with the lengths that brand issues; null if not accepted. */
export function cardBrandOf(digits: string): CardBrand | null {
  const n = digits.length
  if (/^4/.test(digits) && [13, 16, 19].includes(n)) return 'Visa'
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits) && n === 16) return 'Mastercard'
  if (/^3[47]/.test(digits) && n === 15) return 'American Express'
  if (/^(6011|65|64[4-9])/.test(digits) && [16, 19].includes(n)) return 'Discover'
  return null
}

/** "1234 5678 9012 3456" as typed: digits grouped by four (American Express 4-6-5), at most 19 digits. */
export function maskCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19)
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ')
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "MM/YY" as typed: the slash after the month. */
export function maskExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

export interface CardFields {
  number: string
  expiry: string
  cvc: string
  name: string
}

export type CardProblem =
  | 'numberRequired'
  | 'numberInvalid'
  | 'brandNotAccepted'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcInvalid'
  | 'nameRequired'

/**
 * What is wrong with the card, field by field, in the form's order. A card is good through the last day of its
 * expiry month; the check reads the page's clock in the company's timezone (hours.json `timezone`). The security
 * code has 4 digits on American Express, else 3.
 */
export function cardProblems(
  card: CardFields,
  now: Date,
  timezone: string,
): Partial<Record<keyof CardFields, CardProblem>> {
  const problems: Partial<Record<keyof CardFields, CardProblem>> = {}
  const digits = cardDigits(card.number)
  const brand = cardBrandOf(digits)
  if (!digits) problems.number = 'numberRequired'
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems.number = 'numberInvalid'
  else if (!brand) problems.number = 'brandNotAccepted'
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry)
  const month = expiry ? Number(expiry[1]) : 0
  if (!expiry || month < 1 || month > 12) problems.expiry = 'expiryInvalid'
  else {
    // "YYYY-MM" compares as text: a card is past once its month is before this month.
    const thisMonth = wallClock(now, timezone).date.slice(0, 7)
    const cardMonth = `20${expiry[2]}-${expiry[1]}`
    if (cardMonth < thisMonth) problems.expiry = 'expiryPast'
  }
  const cvcLength = brand === 'American Express' ? 4 : 3
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) problems.cvc = 'cvcInvalid'
  if (!card.name.trim()) problems.name = 'nameRequired'
  return problems
}

/** The card as the host may keep it: brand and last 4 digits, nothing else. Call only on a card without problems. */
export function cardChoice(card: CardFields): PaymentChoice {
  const digits = cardDigits(card.number)
  return { method: 'card', brand: cardBrandOf(digits)!, last4: digits.slice(-4) }
}

/**
 * The host's check of the browser's choice against the order: a known method; a card with a known brand and 4
 * digits only (no other field is taken); financing only when the order total reaches the minimum, its figure
 * computed here from the order. Null when the choice cannot be accepted.
 */
export function acceptedPayment(choice: unknown, subtotal: number): OrderPayment | null {
  if (choice === null || typeof choice !== 'object') return null
  const c = choice as Record<string, unknown>
  if (c.method === 'atInstallation') return { method: 'atInstallation' }
  if (c.method === 'financing') {
    const plan = orderFinancing(subtotal)
    return plan ? { method: 'financing', ...plan } : null
  }
  if (c.method === 'card') {
    const brand = CARD_BRANDS.find((known) => known === c.brand)
    if (!brand || typeof c.last4 !== 'string' || !/^\d{4}$/.test(c.last4)) return null
    return { method: 'card', brand, last4: c.last4 }
  }
  return null
}
