import { PRICE_TEMPLATE_PREFIX, priceTemplateNames } from '../../runtime/config/templateNames.ts'
import { localPricesToday, priceValueText } from '../../scripts/lib/pricesToday.ts'

/** A value a text can insert: its template name (what the file keeps), its name for people, and what it shows now. */
export interface TemplateValue {
  name: string
  label: string
  value?: string
}

const FIELD_WORDS: Record<string, string> = {
  equipment: 'equipment price',
  monitoring: 'monitoring price',
  installation: 'installation price',
  monthly: 'monthly payment',
}

/** `price.starter-package.monitoring` → "Starter monitoring price"; `price.lowest.monitoring` → "Lowest monitoring price". */
export function priceValueLabel(name: string): string {
  const [key = '', field = ''] = name.slice(PRICE_TEMPLATE_PREFIX.length).split('.')
  const words = key.replace(/-package$/, '').replace(/-/g, ' ')
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${FIELD_WORDS[field] ?? field}`
}

/**
 * The values a page's texts can insert (runtime/config/templateNames.ts): the brand's names, the business hours,
 * the price promotions' dates and discounts, the partner's name on partner pages, the shared texts of sections.json, and the catalogue values of the page's catalogue
 * (its partner's, else the shop's), each with what it shows today.
 */
export function templateValuesFor(
  root: string,
  options: {
    brand: { name: string; shortName: string }
    partner: { name: string; catalogId?: string } | null
    sharedTexts: Record<string, string>
    /** The hours tokens (runtime/routing/expandRoutes.ts hoursTokens): `hours.support` → "Mon-Sat 8am-8pm CT". */
    hours?: Record<string, string>
    /** The promotion tokens (services/catalogue/promotionTexts.ts): `promotion.memorial-day-cameras.ends` → "Monday, May 31". */
    promotions?: Record<string, string>
  },
  now: number = Date.now(),
): TemplateValue[] {
  const values: TemplateValue[] = [
    { name: 'brand.name', label: 'Company name', value: options.brand.name },
    { name: 'brand.shortName', label: 'Company short name', value: options.brand.shortName },
  ]
  if (options.partner) values.push({ name: 'partner.name', label: 'Partner name', value: options.partner.name })
  for (const [name, text] of Object.entries(options.hours ?? {}))
    values.push({ name, label: `Hours: ${sharedTextWords(name.slice('hours.'.length))}`, value: text })
  for (const [name, text] of Object.entries(options.promotions ?? {}))
    values.push({ name, label: promotionValueLabel(name), value: text })
  for (const [name, text] of Object.entries(options.sharedTexts))
    values.push({ name: `texts.${name}`, label: `Shared text: ${sharedTextWords(name)}`, value: text })
  const catalogues = localPricesToday(root, now)
  const prices = catalogues?.byId.get(options.partner?.catalogId ?? catalogues.defaultCatalogId)?.prices
  for (const name of prices ? priceTemplateNames(prices) : []) {
    const key = name.slice(PRICE_TEMPLATE_PREFIX.length)
    values.push({ name, label: priceValueLabel(name), value: priceValueText(key, prices!.get(key)!) })
  }
  return values
}

/** `promotion.memorial-day-cameras.endTime` → "Promotion memorial-day-cameras: end time". */
export function promotionValueLabel(name: string): string {
  const [, id = '', value = ''] = name.split('.')
  return `Promotion ${id}: ${sharedTextWords(value)}`
}

function sharedTextWords(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
}
