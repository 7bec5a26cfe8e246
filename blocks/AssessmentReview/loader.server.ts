import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { AssessmentReviewProps } from '../../schemas/generated/blocks/AssessmentReviewProps.ts'
import { type AssessmentBlockData, loadAssessmentData } from '../shared/assessment/assessmentData.ts'

/** The questionnaire and the recommendable packages and devices, from site-config/assessment. */
export const load: BlockLoader<AssessmentReviewProps, AssessmentBlockData> = ({ runtime }) => loadAssessmentData(runtime)
