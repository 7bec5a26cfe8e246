export {
  type AssessmentStep,
  type SelectedOption,
  type AssessmentData,
  type AssessmentState,
  type AssessmentStore,
  ASSESSMENT_STORAGE_KEY,
  initialAssessment,
  createAssessmentStore,
  answersByQuestion,
} from './store.ts'
export {
  type PackageInput,
  type PackageItem,
  type DeviceInput,
  type DeviceNeed,
  type OptionSignal,
  type Recommendation,
  type RecommendedPackage,
  type AddedDevice,
  type BudgetChoice,
  type StatedBudget,
  recommendPackage,
  needReasons,
  totalNeeds,
  statedBudget,
  statedBudgets,
  shopHrefFor,
} from './recommend.ts'
export {
  type NeedProducts,
  type RecommendationCatalogue,
  recommendationCatalogue,
  missingNeedProducts,
} from './fromCatalogue.ts'
export { type QuestionLike, signalsFor, unansweredQuestions } from './questions.ts'
export {
  ASSESSMENT_FORM_ID,
  type AssessmentLeadInput,
  assessmentLeadRequest,
  submitAssessmentLead,
} from './submitAssessmentLead.ts'
