import { HttpCatalogueClient } from './httpCatalogue.server.ts'
import { LocalCatalogueClient } from './localCatalogue.server.ts'
import type { CatalogueClient } from '../../runtime/render/BlockServices.ts'

export type { CatalogueClient }

/** The catalogue API when CATALOGUE_API_URL is set, else the embedded catalogue files. */
export function createCatalogueClient(root: string, env: NodeJS.ProcessEnv): CatalogueClient {
  const url = env.CATALOGUE_API_URL?.trim()
  return url ? new HttpCatalogueClient(url.replace(/\/$/, ''), env.CATALOGUE_API_KEY) : new LocalCatalogueClient(root)
}
