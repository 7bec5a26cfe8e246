import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ShopZipHeroProps } from '../../schemas/generated/blocks/ShopZipHeroProps.ts'
import { ShopZipHero } from './ShopZipHero.tsx'

export default defineBlock<ShopZipHeroProps>(ShopZipHero)
