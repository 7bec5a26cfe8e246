import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ShopCustomizePackageProps } from '../../schemas/generated/blocks/ShopCustomizePackageProps.ts'
import type { ShopProductsData } from '../shared/shop/ShopCatalogueData.ts'
import { ShopCustomizePackage } from './ShopCustomizePackage.tsx'

export default defineBlock<ShopCustomizePackageProps, ShopProductsData>(ShopCustomizePackage)
