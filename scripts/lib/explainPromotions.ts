import type { ExplainedPage } from '../../runtime/explain/explainPage.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { PROMOTION_TOKEN_PREFIX, PROMOTION_VALUES, promotionTokens } from '../../services/catalogue/promotionTexts.ts'

/** The promotion values a page's texts name, with what each shows, and every name a text may insert. */
export interface PagePromotionValues {
  used: Array<{ name: string; value: string }>
  available: string[]
}

const PROMOTION_TOKEN = /\{\{\s*(promotion\.[a-z0-9-]+\.[A-Za-z]+)\s*\}\}/g

/**
 * For config:explain: the `{{promotion.<id>.<value>}}` tokens the page's route writes (its meta and blocks as
 * composed, before tokens are filled) and its layout's blocks, with the text each shows (services/catalogue/
 * promotionTexts.ts), and the values of every promotion that a text could insert.
 */
export function pagePromotionValues(runtime: SiteRuntime, page: ExplainedPage): PagePromotionValues {
  const tokens = promotionTokens(runtime.config.pricePromotions.promotions)
  const route = runtime.routes.find((r) => r.key === page.route.key)
  const layout = runtime.config.layouts.layouts[String(page.layout.value)]
  const json = JSON.stringify([route?.config.meta, route?.config.blocks, layout])
  const names = new Set([...json.matchAll(PROMOTION_TOKEN)].map((match) => match[1]!))
  return {
    used: [...names].sort().map((name) => ({ name, value: tokens[name] ?? '(no such promotion value)' })),
    available: Object.keys(tokens),
  }
}

export function promotionValuesText(values: PagePromotionValues): string {
  const lines = ['Promotion values (site-config/price-promotions.json):']
  if (!values.used.length) lines.push('  none named on this page')
  for (const { name, value } of values.used) lines.push(`  {{${name}}}  ${value}`)
  lines.push(
    `  ${values.available.length} values can be inserted: {{${PROMOTION_TOKEN_PREFIX}<id>.<${PROMOTION_VALUES.join('|')}>}}`,
  )
  return lines.join('\n')
}
