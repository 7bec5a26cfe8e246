import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { StatsBandProps } from '../../schemas/generated/blocks/StatsBandProps.ts'
import { StatsBand } from './StatsBand.tsx'

export default defineBlock<StatsBandProps>(StatsBand)
