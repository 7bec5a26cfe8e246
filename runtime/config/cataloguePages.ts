import type { SiteRuntime } from '../SiteRuntime.ts'
import type { Catalogue } from '../../services/catalogue/index.ts'
import { type ExplainedPage, explainPage } from '../explain/explainPage.ts'
import { pageUrls } from './checkClaims.ts'
import type { PriceCatalogues } from './checkPrices.ts'

/** A page as visitors see it (each partner page and query value), with the catalogue it is read against. */
export interface CataloguePage {
  url: string
  page: ExplainedPage
  catalogId: string
  catalogue: Catalogue
}

/** A rule that reads one page against its catalogue (checkPrices, checkDeviceSpecs). */
export type CataloguePageRule = (page: CataloguePage) => void

/**
 * Runs the catalogue rules over every page, each page explained once for all of them and read with its own
 * catalogue (a partner page's is its partner's). A page whose catalogue is missing from the files is skipped: the
 * partner checks report that, and there is nothing to compare against here.
 */
export function checkCataloguePages(
  runtime: SiteRuntime,
  catalogues: PriceCatalogues,
  schemaDefaults: (type: string) => Record<string, unknown>,
  rules: readonly CataloguePageRule[],
  include: (url: string) => boolean = () => true,
): void {
  // By id, once: a scan of every partner for each of thousands of partner pages is quadratic.
  const partners = new Map(runtime.config.partners.partners.map((partner) => [partner.id, partner]))
  for (const url of pageUrls(runtime, include)) {
    const page = explainPage(runtime, url, { schemaDefaults })
    const catalogId = (page.partner && partners.get(page.partner.id)?.catalogId) ?? catalogues.defaultCatalogId
    const catalogue = catalogues.byId.get(catalogId)
    if (!catalogue) continue
    for (const rule of rules) rule({ url, page, catalogId, catalogue })
  }
}

/** What a rule derives from a catalogue (its prices, its devices' facts), derived once however many pages read it. */
export function perCatalogue<T>(derive: (catalogue: Catalogue) => T): (catalogue: Catalogue) => T {
  const derived = new Map<Catalogue, T>()
  return (catalogue) => {
    if (!derived.has(catalogue)) derived.set(catalogue, derive(catalogue))
    return derived.get(catalogue)!
  }
}

/** Where a text sits in the config: its file and its path there. */
export type TextVisitor = (text: string, file: string, at: Array<string | number>) => void

/**
 * Every string in a config value, with its path. `takeWhole` may take an object as one thing (a price object) and
 * stop the walk there, by answering true.
 */
export function walkConfigTexts(
  value: unknown,
  file: string,
  at: Array<string | number>,
  visit: TextVisitor,
  takeWhole: (value: object, file: string, at: Array<string | number>) => boolean = () => false,
): void {
  if (typeof value === 'string') visit(value, file, at)
  else if (Array.isArray(value)) value.forEach((item, i) => walkConfigTexts(item, file, [...at, i], visit, takeWhole))
  else if (value && typeof value === 'object' && !takeWhole(value, file, at))
    for (const [key, item] of Object.entries(value)) walkConfigTexts(item, file, [...at, key], visit, takeWhole)
}

/**
 * The texts a person wrote for a page: its meta and every block prop that comes from a file (not one computed by
 * the runtime), less those `skip` leaves to a stricter reading.
 */
export function forEachPageText(
  page: ExplainedPage,
  visit: TextVisitor,
  skip: (block: ExplainedPage['blocks'][number], prop: string) => boolean = () => false,
  takeWhole?: (value: object, file: string, at: Array<string | number>) => boolean,
): void {
  const items = [...page.meta, ...page.blocks.flatMap((block) => block.props.filter((prop) => !skip(block, prop.name)))]
  for (const item of items) {
    if (!item.origin.file || item.origin.layer === 'computed') continue
    walkConfigTexts(item.value, item.origin.file, item.origin.at, visit, takeWhole)
  }
}
