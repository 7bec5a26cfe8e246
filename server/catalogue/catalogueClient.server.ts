import { HttpCatalogueClient } from './httpCatalogue.server.ts'
import { LocalCatalogueClient } from './localCatalogue.server.ts'
import type { CatalogueClient } from '../../runtime/render/BlockServices.ts'
import { PromotedCatalogueClient, readPricePromotions } from './promotedCatalogue.server.ts'

export type { CatalogueClient }

/**
 * The catalogue API when CATALOGUE_API_URL is set, else the embedded catalogue files; either way with the
 * site's declared price promotions (site-config/price-promotions.json) applied while they run.
 */
export function createCatalogueClient(root: string, env: NodeJS.ProcessEnv): CatalogueClient {
  const url = env.CATALOGUE_API_URL?.trim()
  const source = url
    ? new HttpCatalogueClient(url.replace(/\/$/, ''), env.CATALOGUE_API_KEY)
    : new LocalCatalogueClient(root)
  return new PromotedCatalogueClient(source, readPricePromotions(root))
}
