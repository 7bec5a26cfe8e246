import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { AssessmentStartProps } from '../../schemas/generated/blocks/AssessmentStartProps.ts'
import { AssessmentStart } from './AssessmentStart.tsx'

export default defineBlock<AssessmentStartProps>(AssessmentStart)
