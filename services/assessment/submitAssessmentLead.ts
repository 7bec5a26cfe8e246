import type {
  LeadAnswer,
  LeadAttribution,
  LeadContact,
  LeadPage,
  LeadRequest,
  LeadSubmitResult,
} from '../leads/contract.ts'
import { type SubmitLeadOptions, submitLead } from '../leads/client.ts'

export const ASSESSMENT_FORM_ID = 'assessment-contact-form'

export interface AssessmentLeadInput {
  /** Made once when the visitor submits; reused if the submission is retried. */
  idempotencyKey: string
  contact: LeadContact
  page: LeadPage
  assessmentId: string
  /** Option ids by question id. */
  answers: Record<string, string[]>
  recommendation: { packageId: string; deviceIds: string[] } | null
  formId?: string
  /** UTM values, click ids and the rest the browser collected (services/attribution). */
  attribution?: LeadAttribution
}

/**
 * The lead the assessment's contact step sends: kind "assessment", the answers by question id, the
 * assessment id, and what was recommended (device ids repeated once per unit, as in the shop link).
 */
export function assessmentLeadRequest(input: AssessmentLeadInput): LeadRequest {
  const answers: Record<string, LeadAnswer> = { assessmentId: input.assessmentId, ...input.answers }
  if (input.recommendation) {
    answers.recommendedPackage = input.recommendation.packageId
    answers.recommendedDevices = input.recommendation.deviceIds
  }
  return {
    idempotencyKey: input.idempotencyKey,
    formId: input.formId ?? ASSESSMENT_FORM_ID,
    kind: 'assessment',
    page: input.page,
    contact: input.contact,
    answers,
    ...(input.attribution ? { attribution: input.attribution } : {}),
  }
}

export function submitAssessmentLead(
  input: AssessmentLeadInput,
  options?: SubmitLeadOptions,
): Promise<LeadSubmitResult> {
  return submitLead(assessmentLeadRequest(input), options)
}
