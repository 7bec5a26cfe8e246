import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CheckoutSettings } from '../../services/checkout/index.ts'
import { CATALOG_DIR } from './localCatalogue.server.ts'

/** site-config/catalog/shop.json (schema: schemas/catalog/shop.schema.json). */
export interface ShopSettings {
  defaultCatalogId: string
  categories: Record<string, string>
  checkout: CheckoutSettings
}

const cache = new Map<string, ShopSettings>()

export function loadShopSettings(root: string = process.cwd()): ShopSettings {
  let settings = cache.get(root)
  if (!settings) {
    settings = JSON.parse(readFileSync(join(root, CATALOG_DIR, 'shop.json'), 'utf8')) as ShopSettings
    cache.set(root, settings)
  }
  return settings
}
