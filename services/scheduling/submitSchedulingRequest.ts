import type { LeadAttribution, LeadContact, LeadPage, LeadRequest, LeadSubmitResult } from '../leads/contract.ts'
import { type SubmitLeadOptions, submitLead } from '../leads/client.ts'
import { parseSlotValue, type TimeOfDay } from './pickers.ts'

export const SCHEDULING_FORM_ID = 'scheduling-request-form'

export interface SchedulingRequestInput {
  idempotencyKey: string
  contact: LeadContact
  page: LeadPage
  date: string
  timeOfDay: TimeOfDay
  /** The chosen slot's value, "M/D/YYYY, hh:mm A" in America/Chicago. */
  slot: string
  formId?: string
  /** UTM values, click ids and the rest the browser collected (services/attribution). */
  attribution?: LeadAttribution
}

/**
 * The scheduling request: a lead of kind "scheduling" whose answers carry the chosen date, time of day
 * and slot as shown, plus the slot's start as an ISO instant with its offset so no one has to guess the
 * timezone or the DST offset downstream.
 */
export function schedulingLeadRequest(input: SchedulingRequestInput): LeadRequest {
  const start = parseSlotValue(input.slot)
  if (!start) throw new Error(`not a scheduling slot: ${input.slot}`)
  return {
    idempotencyKey: input.idempotencyKey,
    formId: input.formId ?? SCHEDULING_FORM_ID,
    kind: 'scheduling',
    page: input.page,
    contact: input.contact,
    answers: { date: input.date, timeOfDay: input.timeOfDay, slot: input.slot, slotStart: start.toISO() },
    ...(input.attribution ? { attribution: input.attribution } : {}),
  }
}

export function submitSchedulingRequest(
  input: SchedulingRequestInput,
  options?: SubmitLeadOptions,
): Promise<LeadSubmitResult> {
  return submitLead(schedulingLeadRequest(input), options)
}
