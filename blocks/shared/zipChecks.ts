import {
  INVALID_ZIP_LEAD_ENDPOINT,
  SERVICEABLE_LIST_ENDPOINT,
  type ServiceabilityAnswer,
  type ServiceableListAnswer,
  serviceabilityEndpoint,
} from '../../services/zip/contract.ts'
import { submitLead } from '../../services/leads/client.ts'
import type { LeadRequest } from '../../services/leads/contract.ts'

/** The serviceable ZIP list (spec §4.4 step 1); null when it could not be loaded (then ask per ZIP). */
export async function fetchServiceableList(): Promise<string[] | null> {
  try {
    const response = await fetch(SERVICEABLE_LIST_ENDPOINT)
    if (!response.ok) return null
    const answer = (await response.json()) as ServiceableListAnswer
    return Array.isArray(answer.zips) ? answer.zips : null
  } catch {
    return null
  }
}

/**
 * Spec §5 ZIP serviceability: the loaded list decides; otherwise the server is asked. A failed call counts
 * as serviceable (spec §8), so a visitor is never turned away by an outage.
 */
export async function isServiceable(zip: string, list: string[] | null): Promise<boolean> {
  if (list) return list.includes(zip)
  try {
    const response = await fetch(serviceabilityEndpoint(zip))
    if (!response.ok) return true
    const answer = (await response.json()) as ServiceabilityAnswer
    return answer.serviceable !== false
  } catch {
    return true
  }
}

/** Spec §4.4 step 4: the lead with a not-serviceable ZIP is saved; its result is ignored. */
export function saveInvalidZipLead(request: LeadRequest): void {
  void submitLead(request, { endpoint: INVALID_ZIP_LEAD_ENDPOINT })
}
