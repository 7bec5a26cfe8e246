import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Catalogue } from '../../services/catalogue/index.ts'
import type { CatalogueClient } from '../../runtime/render/BlockServices.ts'

export const CATALOG_DIR = 'site-config/catalog'

/**
 * The embedded catalogue: one JSON file per catalogue id in site-config/catalog/catalogs/, in the
 * catalogue API's shape (validated by schemas/catalog/catalog.schema.json in the config tests).
 * Files are read once and kept; the server restarts on deploy.
 */
export class LocalCatalogueClient implements CatalogueClient {
  private readonly cache = new Map<string, Catalogue | null>()

  constructor(private readonly root: string) {}

  async catalogue(catalogId: string): Promise<Catalogue | null> {
    if (!/^[a-z0-9-]+$/.test(catalogId)) return null
    if (!this.cache.has(catalogId)) {
      const file = join(this.root, CATALOG_DIR, 'catalogs', `${catalogId}.json`)
      this.cache.set(catalogId, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalogue) : null)
    }
    return this.cache.get(catalogId) ?? null
  }
}
