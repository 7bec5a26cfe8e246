import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { AssessmentContactProps } from '../../schemas/generated/blocks/AssessmentContactProps.ts'
import type { AssessmentBlockData } from '../shared/assessment/assessmentData.ts'
import { AssessmentContact } from './AssessmentContact.tsx'

export default defineBlock<AssessmentContactProps, AssessmentBlockData>(AssessmentContact)
