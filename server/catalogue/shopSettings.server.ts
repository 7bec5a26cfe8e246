import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ShopSettings } from '../../runtime/render/BlockServices.ts'
import { CATALOG_DIR } from './localCatalogue.server.ts'

export type { ShopSettings }

const cache = new Map<string, ShopSettings>()

/** site-config/catalog/shop.json of the site at `root`, read once. */
export function loadShopSettings(root: string): ShopSettings {
  let settings = cache.get(root)
  if (!settings) {
    settings = JSON.parse(readFileSync(join(root, CATALOG_DIR, 'shop.json'), 'utf8')) as ShopSettings
    cache.set(root, settings)
  }
  return settings
}
