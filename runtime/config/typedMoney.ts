import {
  type Catalogue,
  PRICE_TOKEN,
  cataloguePrices,
  promotedPrices,
  type PricePromotion,
} from '../../services/catalogue/index.ts'

/** What a dollar figure typed into a text is taken for: a price per month, a catalogue price, or a device's price. */
export type TypedMoney =
  | { kind: 'monthly'; typed: string }
  | { kind: 'sold'; typed: string; names: string[] }
  | { kind: 'device'; typed: string; device: string }

/** The amounts the catalogues back: what they sell things at, and what a declared promotion sets. */
export interface BackedAmounts {
  /** Cents → the catalogue values sold at that amount ("indoor-camera.equipment"). */
  sold: ReadonlyMap<number, string[]>
  /** Cents of every price a declared promotion sets in any catalogue. */
  promoted: ReadonlySet<number>
}

/** A dollar figure in a text, and whether a scale word makes it an amount ("$1 million"), not a price. */
const MONEY = /\$\s?(\d[\d,]*(?:\.\d{1,2})?)(?!\d)(\s*(?:million|billion|thousand)\b)?/gi
const PER_MONTH = /^\s*(?:\/\s*mo\b|\/\s*month\b|per\s+mo(?:nth)?\b|a\s+month\b|each\s+month\b|monthly\b|mo\.)/i
/**
 * A figure followed, within two words and no punctuation, by a word for something the company sells: "a $30 water
 * sensor", "$250 cameras". Such a figure is a price of what the catalogue sells even when it is no catalogue amount
 * (the blog's "$30 water sensor" the catalogue sells at $44.99). "Off", "of" or "in" between make it a discount or an
 * amount of something else ("$100 off", "$1 million of insurance"), and other nouns ("gift card") are free text.
 */
const DEVICE_AFTER =
  /^\s*(?:(?!off\b|of\b|in\b|on\b|for\b|to\b|toward)[a-z-]+\s+){0,2}?(sensors?|cameras?|doorbells?|locks?|deadbolts?|hubs?|panels?|keypads?|sirens?|fobs?|pendants?|detectors?|thermostats?|plugs?|packages?|systems?|kits?)\b/i

/** The amounts the given catalogues and declared promotions back. */
export function backedAmounts(catalogues: Iterable<Catalogue>, promotions: readonly PricePromotion[]): BackedAmounts {
  const list = [...catalogues]
  const sold = new Map<number, string[]>()
  for (const catalogue of list)
    for (const [name, price] of cataloguePrices(catalogue)) {
      if (name.startsWith('lowest.')) continue
      const names = sold.get(cents(price.amount)) ?? []
      if (!names.includes(name)) names.push(name)
      sold.set(cents(price.amount), names)
    }
  const promoted = new Set(
    promotions.flatMap((promotion) =>
      list.flatMap((catalogue) => promotedPrices(promotion, catalogue).map((line) => cents(line.price))),
    ),
  )
  return { sold, promoted }
}

/**
 * The dollar figures of a text that are prices nothing backs: an amount per month, the price of something the
 * catalogue sells, or a figure for a device that is no price at all. Catalogue values ({{price.x.y}}) and declared
 * promotions' prices are backed; amounts that are not prices of what the company sells stay free text.
 */
export function typedMoneyIn(text: string, backed: BackedAmounts): TypedMoney[] {
  const found: TypedMoney[] = []
  const typed = text.replace(PRICE_TOKEN, '')
  for (const money of typed.matchAll(MONEY)) {
    if (money[2]) continue // "$1 million": an amount, not a price
    const amount = cents(Number(money[1]!.replace(/,/g, '')))
    if (backed.promoted.has(amount)) continue
    const after = typed.slice(money.index + money[0].length)
    const device = DEVICE_AFTER.exec(after)
    if (PER_MONTH.test(after)) found.push({ kind: 'monthly', typed: money[0] })
    else if (backed.sold.has(amount)) found.push({ kind: 'sold', typed: money[0], names: backed.sold.get(amount)! })
    else if (device) found.push({ kind: 'device', typed: money[0], device: device[1]!.toLowerCase() })
  }
  return found
}

/** An amount in whole cents, the unit the backed amounts are kept in. */
export function cents(amount: number): number {
  return Math.round(amount * 100)
}
