import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ShopZipHeroProps } from '../../schemas/generated/blocks/ShopZipHeroProps.ts'
import { loadShopPackages } from '../shared/shop/loadShopCatalogue.server.ts'
import type { ShopZipHeroData } from './data.ts'

/**
 * A partner's shop with `firstPackage` texts: the partner catalogue's first package (the cheapest, spec 9.4's
 * order) for the phone preview in the partner's card. Elsewhere nothing is loaded: /shop's hero has no preview.
 */
export const load: BlockLoader<ShopZipHeroProps, ShopZipHeroData> = async ({ props, context, services }) => {
  if (!context.partner || !props.firstPackage) return { firstPackage: null, packageCount: 0 }
  const { packages } = await loadShopPackages(context, services)
  return { firstPackage: packages[0] ?? null, packageCount: packages.length }
}
