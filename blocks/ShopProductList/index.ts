import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ShopProductListProps } from '../../schemas/generated/blocks/ShopProductListProps.ts'
import type { ShopProductListData } from './data.ts'
import { ShopProductList } from './ShopProductList.tsx'

export default defineBlock<ShopProductListProps, ShopProductListData>(ShopProductList)
