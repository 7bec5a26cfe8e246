import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Catalogue } from '../../services/catalogue/index.ts'
import { CATALOGUE_FILES_DIR } from './checkPartnerReferences.ts'
import type { PriceCatalogues } from './checkPrices.ts'

/**
 * The local catalogue files and the shop's default catalogue id, for the price rule of config:check.
 * With CATALOGUE_API_URL set the site prices from the API, and these files are its embedded copy:
 * the check still holds texts to them. Null when the revision has no catalogue files.
 */
export function localPriceCatalogues(root: string): PriceCatalogues | null {
  const dir = join(root, CATALOGUE_FILES_DIR)
  const shop = join(root, 'site-config/catalog/shop.json')
  if (!existsSync(dir) || !existsSync(shop)) return null
  const byId = new Map<string, Catalogue>()
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const catalogue = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Catalogue
    byId.set(catalogue.catalogId, catalogue)
  }
  const { defaultCatalogId } = JSON.parse(readFileSync(shop, 'utf8')) as { defaultCatalogId: string }
  return { defaultCatalogId, byId }
}
