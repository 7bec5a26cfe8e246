import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ShopProductSectionProps } from '../../schemas/generated/blocks/ShopProductSectionProps.ts'
import type { ShopPackagesData } from '../shared/shop/ShopCatalogueData.ts'
import { loadShopPackages } from '../shared/shop/loadShopCatalogue.server.ts'

export const load: BlockLoader<ShopProductSectionProps, ShopPackagesData> = ({ context }) => loadShopPackages(context)
