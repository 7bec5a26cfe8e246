import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { AssessmentContactProps } from '../../schemas/generated/blocks/AssessmentContactProps.ts'
import type { AssessmentBlockData } from '../shared/assessment/assessmentData.ts'
import { loadAssessmentData } from '../shared/assessment/loadAssessmentData.server.ts'

/** The questionnaire and the recommendable packages and devices, from site-config/assessment. */
export const load: BlockLoader<AssessmentContactProps, AssessmentBlockData> = ({ services }) =>
  loadAssessmentData(services)
