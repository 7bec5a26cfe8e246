import type { ShopProductsData } from '../shared/shop/ShopCatalogueData.ts'
import type { DeviceGroup } from './deviceGroups.ts'

/** The devices that can be added and the protection plan, and the devices' groups for their headings. */
export interface ShopCustomizeData extends ShopProductsData {
  deviceGroups: DeviceGroup[]
}
