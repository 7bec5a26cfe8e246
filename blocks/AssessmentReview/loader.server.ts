import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { AssessmentReviewProps } from '../../schemas/generated/blocks/AssessmentReviewProps.ts'
import type { AssessmentBlockData } from '../shared/assessment/assessmentData.ts'
import { loadAssessmentData } from '../shared/assessment/loadAssessmentData.server.ts'

/** The questionnaire and the recommendable packages and devices, from the shop's default catalogue. */
export const load: BlockLoader<AssessmentReviewProps, AssessmentBlockData> = ({ services }) =>
  loadAssessmentData(services)
