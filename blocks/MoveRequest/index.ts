import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { MoveRequestProps } from '../../schemas/generated/blocks/MoveRequestProps.ts'
import { MoveRequest } from './MoveRequest.tsx'

export default defineBlock<MoveRequestProps>(MoveRequest)
