import type { AssessmentQuestion } from '../../../schemas/generated/assessmentQuestions.ts'
import type { AddOnDevice, RecommendablePackage } from '../../../schemas/generated/assessmentRecommendations.ts'
import type { SiteRuntime } from '../../../runtime/SiteRuntime.ts'

/** What the assessment blocks' loaders hand their components: the questionnaire and what can be recommended. */
export interface AssessmentBlockData {
  questions: AssessmentQuestion[]
  packages: RecommendablePackage[]
  devices: AddOnDevice[]
}

export function loadAssessmentData(runtime: SiteRuntime): AssessmentBlockData {
  const { assessmentQuestions, assessmentRecommendations } = runtime.config
  return { questions: assessmentQuestions.questions, packages: assessmentRecommendations.packages, devices: assessmentRecommendations.devices }
}

export type { AssessmentQuestion, AddOnDevice, RecommendablePackage }
