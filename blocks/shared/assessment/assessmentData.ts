import type { AssessmentQuestion } from '../../../schemas/generated/assessmentQuestions.ts'
import type { DeviceInput, PackageInput } from '../../../services/assessment/index.ts'

/**
 * What the assessment blocks' loaders hand their components: the questionnaire and what can be
 * recommended, read from the shop's default catalogue (loadAssessmentData.server.ts).
 */
export interface AssessmentBlockData {
  questions: AssessmentQuestion[]
  packages: PackageInput[]
  devices: DeviceInput[]
}

export type { AssessmentQuestion }
