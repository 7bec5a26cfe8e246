import type { Catalogue } from '../../services/catalogue/index.ts'
import type { CatalogueClient } from './BlockServices.ts'

/**
 * A catalogue client for one render: each catalogue is read once however many loaders ask for it (a partner's
 * shop page names its catalogue in its texts and in five blocks), so a remote catalogue API is asked once per
 * page, and every block of the page quotes the same read, promotions included.
 */
export function cataloguePerRender(client: CatalogueClient): CatalogueClient {
  const reads = new Map<string, Promise<Catalogue | null>>()
  return {
    catalogue(catalogId) {
      let read = reads.get(catalogId)
      if (!read) {
        read = client.catalogue(catalogId)
        reads.set(catalogId, read)
      }
      return read
    },
  }
}
