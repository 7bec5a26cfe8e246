import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ShopProductDetailProps } from '../../schemas/generated/blocks/ShopProductDetailProps.ts'
import type { ShopProductsData } from '../shared/shop/ShopCatalogueData.ts'
import { ShopProductDetail } from './ShopProductDetail.tsx'

export default defineBlock<ShopProductDetailProps, ShopProductsData>(ShopProductDetail)
