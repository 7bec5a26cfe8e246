import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ProductCardsProps } from '../../schemas/generated/blocks/ProductCardsProps.ts'
import { ProductCards } from './ProductCards.tsx'

export default defineBlock<ProductCardsProps>(ProductCards)
