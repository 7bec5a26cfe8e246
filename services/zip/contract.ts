/**
 * The contract between the browser and the site's own ZIP endpoints (server/zip). The browser never talks
 * to the lead API directly (it would need the ApiKey); these endpoints proxy it and apply spec §5 and §9.6.
 * Every endpoint answers 200 even when the upstream failed: the spec treats a failed lookup as "serviceable".
 */
import type { LeadRequest } from '../leads/contract.ts'

/** GET /api/zip/serviceable-list — spec §7.1 item 7. `zips` is null when the upstream failed (then ask per ZIP). */
export const SERVICEABLE_LIST_ENDPOINT = '/api/zip/serviceable-list'
export interface ServiceableListAnswer {
  zips: string[] | null
}

/**
 * GET /api/zip/{zip}/serviceability — spec §5 ZIP serviceability, decided on the server: the serviceable
 * list first, else the lead API's per-ZIP check (§7.1 item 8); a null answer or an error counts as serviceable.
 * `message` is the forms' not-serviceable text (spec: "We are not able to service your area yet.") when not serviceable, else null.
 * A {zip} that is not five digits answers 400 with ZipInvalidAnswer.
 */
export const serviceabilityEndpoint = (zip: string) => `/api/zip/${encodeURIComponent(zip)}/serviceability`
export interface ServiceabilityAnswer {
  zip: string
  serviceable: boolean
  /** Where the answer came from: the list, the per-ZIP API, or a failure counted as serviceable. */
  source: 'list' | 'api' | 'unknown'
  message: string | null
}

/**
 * GET /api/zip/{zip}/location — spec §7.1 item 10 and §9.6: `details` is the lookup's data (ZipDetails),
 * `text` is "City, State, Zip" for one result, "State, Zip" for several, "US" for none (or a failed lookup).
 */
export interface ZipDetails {
  PostalCode: string
  City: string
  State: string
  StateName?: string
  Latitude?: number
  Longitude?: number
}
export interface ZipLocationAnswer {
  zip: string
  details: ZipDetails[]
  text: string
}

/**
 * POST /api/zip/invalid-lead — spec §4.4 step 4 and §7.1 item 9: saves a lead whose ZIP is not serviceable.
 * Body: the same LeadRequest as POST /api/leads (own idempotencyKey). Answers exactly like POST /api/leads
 * (202 LeadAccepted / 400 LeadInvalid / 503 LeadUnavailable): it is stored in the same durable outbox and
 * relayed to /Lead/SaveLeadWithInvalidZipCode with {email, firstname, lastname, phone, zip}. The spec ignores
 * the result, so the form may fire and forget.
 */
export const INVALID_ZIP_LEAD_ENDPOINT = '/api/zip/invalid-lead'
export type InvalidZipLeadRequest = LeadRequest

/** 400 for a {zip} path segment that is not five digits. */
export interface ZipInvalidAnswer {
  status: 'invalid'
  message: string
}
