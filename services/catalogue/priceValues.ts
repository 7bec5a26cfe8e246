import { activationLine, monitoringLine, packageLine, savingOf } from './buildPackages.ts'
import { LOWEST_KEY, catalogueKeyOfPackage } from './catalogueKeys.ts'
import { dollars, financingPlan, formatMoney } from './money.ts'
import type { Catalogue } from './types.ts'

/**
 * The catalogue values a config text may name as `{{price.<key>.<field>}}` (and a price object as
 * `"catalogue": "<key>.<field>"`), resolved per page from the page's own catalogue:
 * - equipment: the package's or device's one-time price;
 * - monitoring: the package's monitoring per month, or the monthly charge of a plan billed with it (Harbor Plus);
 * - installation: the package's professional installation (activation fee), one-time;
 * - monthly: the financing figure, negotiated price ÷ 48 (spec §9.4), only where financing applies ($599 minimum);
 * - savings: what a package's price saves on its regular one (a running promotion, a partner's discount), only
 *   where it saves something.
 */
export const PRICE_FIELDS = ['equipment', 'monitoring', 'installation', 'monthly', 'savings'] as const
export type PriceField = (typeof PRICE_FIELDS)[number]

/** One catalogue value: the amount, how often it is charged, and the regular amount a running promotion lowered. */
export interface CataloguePrice {
  amount: number
  period: 'once' | 'month'
  regular?: number
}

/** `{{price.<key>.<field>}}`: the name of a catalogue value in a text. */
export const PRICE_TOKEN = /\{\{\s*price\.([a-z0-9-]+)\.([a-z]+)\s*\}\}/g

/** Every value the catalogue backs, by "<key>.<field>". */
export function cataloguePrices(catalogue: Catalogue): Map<string, CataloguePrice> {
  const prices = new Map<string, CataloguePrice>()
  const lowest = new Map<PriceField, CataloguePrice>()
  const put = (key: string, field: PriceField, price: CataloguePrice) => {
    prices.set(`${key}.${field}`, price)
    const low = lowest.get(field)
    if (!low || price.amount < low.amount) lowest.set(field, price)
  }
  // The lowest saving is no use: "from $332.49 (save $17.50)" quotes the saving of the package the price is of.
  let cheapest: { amount: number; saving: number } | null = null
  for (const record of catalogue.packages) {
    const key = catalogueKeyOfPackage(record)
    const line = packageLine(record)
    put(key, 'equipment', { amount: line.listPrice, period: 'once', regular: line.regularPrice })
    const monitoring = monitoringLine(record)
    if (monitoring) put(key, 'monitoring', { amount: monitoring.listPrice, period: 'month' })
    put(key, 'installation', { amount: activationLine(record)?.listPrice ?? 0, period: 'once' })
    const plan = financingPlan(line)
    if (plan) put(key, 'monthly', { amount: plan.monthly, period: 'month' })
    const saving = savingOf(line)
    if (saving > 0) prices.set(`${key}.savings`, { amount: saving, period: 'once' })
    if (!cheapest || line.listPrice < cheapest.amount) cheapest = { amount: line.listPrice, saving }
  }
  if (cheapest && cheapest.saving > 0) lowest.set('savings', { amount: cheapest.saving, period: 'once' })
  // Only packages make "lowest": a $29.99 sensor is not where a system starts.
  for (const [field, price] of lowest) prices.set(`${LOWEST_KEY}.${field}`, { ...price, regular: undefined })
  for (const item of catalogue.addOnItems) {
    const field: PriceField = item.billing === 'monthly' ? 'monitoring' : 'equipment'
    prices.set(`${item.slug}.${field}`, {
      amount: item.listPrice,
      period: item.billing === 'monthly' ? 'month' : 'once',
      regular: item.regularPrice,
    })
  }
  return prices
}

/** A value as a text shows it: "$349.99", "$99", monthly figures always with cents ("$15.00"). */
export function priceText(name: string, price: CataloguePrice): string {
  return name.endsWith('.monthly') ? formatMoney(price.amount) : dollars(price.amount)
}

/** Every "<key>.<field>" a text may name, for the studio's list of insertable values and for messages. */
export function priceValueNames(prices: ReadonlyMap<string, CataloguePrice>): string[] {
  return [...prices.keys()].sort()
}
