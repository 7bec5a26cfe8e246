import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ShopCustomizePackageProps } from '../../schemas/generated/blocks/ShopCustomizePackageProps.ts'
import { loadShopProducts, shopCategoryTitles } from '../shared/shop/loadShopCatalogue.server.ts'
import type { ShopCustomizeData } from './data.ts'
import { deviceGroups } from './deviceGroups.ts'

/** Devices that can be added (no second panel), grouped by category, and the protection plan. */
export const load: BlockLoader<ShopCustomizePackageProps, ShopCustomizeData> = async ({ props, context, services }) => {
  const data = await loadShopProducts(context, services, (item) => item.typeName !== 'Panel')
  const devices = data.products.filter((item) => !item.isProtectionPlan)
  return { ...data, deviceGroups: deviceGroups(devices, shopCategoryTitles(services), props.otherDevicesHeading) }
}
