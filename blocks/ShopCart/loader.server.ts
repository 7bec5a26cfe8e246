import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ShopCartProps } from '../../schemas/generated/blocks/ShopCartProps.ts'
import type { ShopProductsData } from '../shared/shop/ShopCatalogueData.ts'
import { loadShopProducts } from '../shared/shop/loadShopCatalogue.server.ts'
import { isProtectionPlan } from '../../services/catalogue/index.ts'

/** The catalogue's id, lead source and checkout flow, and its protection plan for the cart's toggle. */
export const load: BlockLoader<ShopCartProps, ShopProductsData> = ({ context, services }) =>
  loadShopProducts(context, services, isProtectionPlan)
