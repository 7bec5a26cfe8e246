import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { AssessmentQuestionsProps } from '../../schemas/generated/blocks/AssessmentQuestionsProps.ts'
import { type AssessmentBlockData, loadAssessmentData } from '../shared/assessment/assessmentData.ts'

/** The questionnaire and the recommendable packages and devices, from site-config/assessment. */
export const load: BlockLoader<AssessmentQuestionsProps, AssessmentBlockData> = ({ runtime }) => loadAssessmentData(runtime)
