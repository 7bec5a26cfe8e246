import { HttpCatalogueClient } from './httpCatalogue.server.ts'
import { LocalCatalogueClient } from './localCatalogue.server.ts'
import type { CatalogueClient } from './CatalogueClient.ts'

export type { CatalogueClient }

/** The catalogue API when CATALOGUE_API_URL is set, else the embedded catalogue files. */
export function createCatalogueClient(root: string, env: NodeJS.ProcessEnv): CatalogueClient {
  const url = env.CATALOGUE_API_URL?.trim()
  return url ? new HttpCatalogueClient(url.replace(/\/$/, ''), env.CATALOGUE_API_KEY) : new LocalCatalogueClient(root)
}

let shared: CatalogueClient | undefined

/** One client per server process, for block loaders (which run without the server context). */
export function sharedCatalogueClient(): CatalogueClient {
  shared ??= createCatalogueClient(process.cwd(), process.env)
  return shared
}
