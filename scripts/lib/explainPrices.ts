import type { ExplainedPage } from '../../runtime/explain/explainPage.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { priceTemplateNames } from '../../runtime/config/templateNames.ts'
import { PRICE_TOKEN, catalogueSpecs } from '../../services/catalogue/index.ts'
import { localPricesToday, priceValueText } from './pricesToday.ts'

/** The catalogue values a page names, resolved from its catalogue now, and every value it could name. */
export interface PageCatalogueValues {
  catalogId: string
  used: Array<{ name: string; value: string }>
  available: string[]
  /** The devices whose facts the page's cards list (`"specs": { "catalogue": "<device>" }`), with those facts. */
  facts: Array<{ device: string; lines: string[] | null }>
  /** How many devices of the catalogue state facts a card can list. */
  devicesWithFacts: number
}

/**
 * For config:explain: which catalogue the page prices from (its partner's, else the shop's default), what
 * each catalogue value it names shows today (running promotions applied) and the names it may insert.
 * Null when the revision has no local catalogue files.
 */
export function pageCatalogueValues(
  root: string,
  runtime: SiteRuntime,
  page: ExplainedPage,
): PageCatalogueValues | null {
  const catalogues = localPricesToday(root)
  if (!catalogues) return null
  const partner = page.partner && runtime.config.partners.partners.find((p) => p.id === page.partner!.id)
  const catalogId = partner?.catalogId ?? catalogues.defaultCatalogId
  const today = catalogues.byId.get(catalogId)
  if (!today) return null
  const { prices } = today
  const specs = catalogueSpecs(today.catalogue)
  const json = JSON.stringify([page.meta, page.blocks.map((block) => block.props)])
  const names = new Set<string>()
  for (const match of json.matchAll(PRICE_TOKEN)) names.add(`${match[1]}.${match[2]}`)
  for (const match of json.matchAll(/"catalogue":"([a-z0-9-]+\.[a-z]+)"/g)) names.add(match[1]!)
  const used = [...names].sort().map((name) => {
    const price = prices.get(name)
    return {
      name: `price.${name}`,
      value: price ? priceValueText(name, price) : '(not in this catalogue)',
    }
  })
  const devices = new Set([...json.matchAll(/"specs":\{"catalogue":"([a-z0-9-]+)"/g)].map((match) => match[1]!))
  const facts = [...devices].sort().map((device) => ({ device, lines: specs.get(device) ?? null }))
  const devicesWithFacts = [...specs.values()].filter((lines) => lines.length > 0).length
  return { catalogId, used, available: priceTemplateNames(prices), facts, devicesWithFacts }
}

export function catalogueValuesText(values: PageCatalogueValues): string {
  const lines = [`Catalogue values (from ${values.catalogId}, promotions running now):`]
  if (!values.used.length) lines.push('  none named on this page')
  for (const { name, value } of values.used) lines.push(`  {{${name}}}  ${value}`)
  lines.push(
    `  ${values.available.length} values can be inserted: {{price.<package or device>.<equipment|monitoring|installation|monthly>}}`,
  )
  lines.push('', `Device facts (from ${values.catalogId}), listed first on the cards that name the device:`)
  if (!values.facts.length) lines.push('  no card on this page names a device')
  for (const { device, lines: facts } of values.facts)
    lines.push(`  ${device}  ${facts ? facts.join('; ') || '(states no facts)' : '(not in this catalogue)'}`)
  lines.push(`  ${values.devicesWithFacts} devices state facts a card can name: "specs": { "catalogue": "<device>" }`)
  return lines.join('\n')
}
