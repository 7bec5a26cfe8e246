import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ShopProductSectionProps } from '../../schemas/generated/blocks/ShopProductSectionProps.ts'
import type { ShopPackageSectionData } from '../shared/shop/ShopCatalogueData.ts'
import { loadShopPackageSection } from '../shared/shop/loadShopCatalogue.server.ts'

export const load: BlockLoader<ShopProductSectionProps, ShopPackageSectionData> = ({ context, services }) =>
  loadShopPackageSection(context, services)
