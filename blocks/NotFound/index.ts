import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { NotFoundProps } from '../../schemas/generated/blocks/NotFoundProps.ts'
import { NotFound } from './NotFound.tsx'

export default defineBlock<NotFoundProps>(NotFound)
