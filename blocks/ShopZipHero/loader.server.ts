import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ShopZipHeroProps } from '../../schemas/generated/blocks/ShopZipHeroProps.ts'
import { loadShopPackages } from '../shared/shop/loadShopCatalogue.server.ts'
import type { ShopZipHeroData } from './data.ts'

/**
 * The ZIP the visitor already gave; on a partner's shop with `firstPackage` texts, also the partner catalogue's first
 * package (the cheapest, spec 9.4's order) for the phone preview in the partner's card. /shop's hero has no preview.
 */
export const load: BlockLoader<ShopZipHeroProps, ShopZipHeroData> = async ({ props, context, services }) => {
  // The ZIP this visitor gave earlier (a lead form, a ZIP checked here): read only from the visit's cookie, so a page
  // rendered without it reads nothing (issue 25, D15: the shop asked again for the ZIP the lead had just given).
  const knownZip = (await services.visit?.contact())?.zip ?? ''
  if (!context.partner || !props.firstPackage) return { firstPackage: null, packageCount: 0, catalogId: '', knownZip }
  const { packages, catalogId } = await loadShopPackages(context, services)
  return { firstPackage: packages[0] ?? null, packageCount: packages.length, catalogId, knownZip }
}
