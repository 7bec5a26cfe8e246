import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { AssessmentQuestionsProps } from '../../schemas/generated/blocks/AssessmentQuestionsProps.ts'
import type { AssessmentBlockData } from '../shared/assessment/assessmentData.ts'
import { AssessmentQuestions } from './AssessmentQuestions.tsx'

export default defineBlock<AssessmentQuestionsProps, AssessmentBlockData>(AssessmentQuestions)
