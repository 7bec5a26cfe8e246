import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { PromoRibbonProps } from '../../schemas/generated/blocks/PromoRibbonProps.ts'
import { PromoRibbon } from './PromoRibbon.tsx'

export default defineBlock<PromoRibbonProps>(PromoRibbon)
