import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ShopCartProps } from '../../schemas/generated/blocks/ShopCartProps.ts'
import type { ShopProductsData } from '../shared/shop/ShopCatalogueData.ts'
import { ShopCart } from './ShopCart.tsx'

export default defineBlock<ShopCartProps, ShopProductsData>(ShopCart)
