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
