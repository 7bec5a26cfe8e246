import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { LegalBlockProps } from '../../schemas/generated/blocks/LegalBlockProps.ts'
import { LegalBlock } from './LegalBlock.tsx'

export default defineBlock<LegalBlockProps>(LegalBlock)
