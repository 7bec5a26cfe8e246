import type { Catalogue } from '../../services/catalogue/index.ts'

/**
 * Where the shop's catalogues come from. The local source reads site-config/catalog; the HTTP adapter
 * calls the catalogue API. Both answer with the API's shape, so everything after this is the same.
 */
export interface CatalogueClient {
  /** The catalogue with this id, or null when there is none. */
  catalogue(catalogId: string): Promise<Catalogue | null>
}
