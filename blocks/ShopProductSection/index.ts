import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ShopProductSectionProps } from '../../schemas/generated/blocks/ShopProductSectionProps.ts'
import type { ShopPackageSectionData } from '../shared/shop/ShopCatalogueData.ts'
import { ShopProductSection } from './ShopProductSection.tsx'

export default defineBlock<ShopProductSectionProps, ShopPackageSectionData>(ShopProductSection)
