import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type PricePromotion, applyPricePromotions } from '../../services/catalogue/index.ts'
import type { CatalogueClient } from '../../runtime/render/BlockServices.ts'

export const PRICE_PROMOTIONS_FILE = 'site-config/price-promotions.json'

/** The declared price promotions (site-config/price-promotions.json; validated by config:check). */
export function readPricePromotions(root: string): PricePromotion[] {
  const file = join(root, PRICE_PROMOTIONS_FILE)
  if (!existsSync(file)) return []
  return (JSON.parse(readFileSync(file, 'utf8')) as { promotions: PricePromotion[] }).promotions
}

/**
 * Every catalogue read through it carries the promotions running at the moment of the read, so the
 * shop, the page texts, the cart and the order (rebuilt from the catalogue at checkout) quote one price.
 */
export class PromotedCatalogueClient implements CatalogueClient {
  constructor(
    private readonly source: CatalogueClient,
    private readonly promotions: readonly PricePromotion[],
    private readonly now: () => number = Date.now,
  ) {}

  async catalogue(catalogId: string): Promise<Awaited<ReturnType<CatalogueClient['catalogue']>>> {
    const catalogue = await this.source.catalogue(catalogId)
    return catalogue && applyPricePromotions(catalogue, this.promotions, this.now())
  }
}
