import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ShopCartProps } from '../../schemas/generated/blocks/ShopCartProps.ts'
import { loadShopPackages, loadShopProducts } from '../shared/shop/loadShopCatalogue.server.ts'
import { isProtectionPlan } from '../../services/catalogue/index.ts'
import type { ShopCartData } from './data.ts'

/** The catalogue's id, lead source and checkout flow, its protection plan for the cart's toggle, its packages' regular prices. */
export const load: BlockLoader<ShopCartProps, ShopCartData> = async ({ context, services }) => {
  const [products, { packages }] = await Promise.all([
    loadShopProducts(context, services, isProtectionPlan),
    loadShopPackages(context, services),
  ])
  return { ...products, packageRegularPrices: Object.fromEntries(packages.map((pkg) => [pkg.id, pkg.regularPrice])) }
}
