import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { CtaBandProps } from '../../schemas/generated/blocks/CtaBandProps.ts'
import { CtaBand } from './CtaBand.tsx'

export default defineBlock<CtaBandProps>(CtaBand)
