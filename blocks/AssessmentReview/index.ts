import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { AssessmentReviewProps } from '../../schemas/generated/blocks/AssessmentReviewProps.ts'
import type { AssessmentBlockData } from '../shared/assessment/assessmentData.ts'
import { AssessmentReview } from './AssessmentReview.tsx'

export default defineBlock<AssessmentReviewProps, AssessmentBlockData>(AssessmentReview)
