import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { AssessmentQuestionsProps } from '../../schemas/generated/blocks/AssessmentQuestionsProps.ts'
import type { AssessmentBlockData } from '../shared/assessment/assessmentData.ts'
import { loadAssessmentData } from '../shared/assessment/loadAssessmentData.server.ts'

/** The questionnaire and the recommendable packages and devices, from site-config/assessment. */
export const load: BlockLoader<AssessmentQuestionsProps, AssessmentBlockData> = ({ services }) =>
  loadAssessmentData(services)
