import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ShopCustomizePackageProps } from '../../schemas/generated/blocks/ShopCustomizePackageProps.ts'
import type { ShopProductsData } from '../shared/shop/ShopCatalogueData.ts'
import { loadShopProducts } from '../shared/shop/loadShopCatalogue.server.ts'

/** Devices that can be added to a package (no second panel) and the protection plan. */
export const load: BlockLoader<ShopCustomizePackageProps, ShopProductsData> = ({ context, services }) =>
  loadShopProducts(context, services, (item) => item.typeName !== 'Panel')
