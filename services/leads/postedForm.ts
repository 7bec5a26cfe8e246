/**
 * A lead form posted without scripts (spec §4.3–§4.5 forms, progressive enhancement): the browser sends the
 * form's fields urlencoded to the page's own URL (server/leads/leadFormPosts.server.ts), and the page answers
 * with the form in the state the post left it in. Pure: shared by the server handler and the form components.
 */
import type { PostedSchedule } from '../scheduling/postedSchedule.ts'
import type { AddressField } from '../checkout/installationAddress.ts'

/** The hidden field naming the form on its page: the LeadForm block's id (a page may hold two forms). */
export const POSTED_FORM_FIELD = 'leadForm'
/** The button field of a step form's Next and Back: the step to show (spec §4.3 steps 1–3). */
export const STEP_FIELD = 'toStep'

/** The fields a lead form posts, besides the two above (the contact inputs and the callback answers). */
export const POSTED_VALUE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'zip',
  'referralCode',
  'property_type',
  'do_you_have_a_security_system',
  'customerNumber',
] as const
export type PostedValueField = (typeof POSTED_VALUE_FIELDS)[number]

export interface PostedLeadForm {
  /** The block id of the form this state belongs to. */
  blockId: string
  /**
   * sent: the form's thank-you (after the 303); invalid: the form again with the spec's messages at the
   * fields; unavailable: the form again with the sales phone (the lead could not be stored, or the limit);
   * step: a step form's next (or previous) step; zipNotFound: a ZIP-checking form's not-serviceable message
   * (spec §4.4: the lead is kept as an invalid-ZIP lead).
   */
  outcome: 'sent' | 'invalid' | 'unavailable' | 'step' | 'zipNotFound'
  /** What the visitor entered, to put back into the fields (never in a URL: only in the POST's answer). */
  values: Partial<Record<PostedValueField, string>>
  /** The spec's message per field (services/leads/validation), for outcome invalid. */
  fieldErrors: Record<string, string>
  /** The step a step form shows (outcome step or invalid). */
  step?: 1 | 2 | 3
  /** The server's own words for the outcome, when it has them (an offer claim's answer, with the support phone). */
  message?: string
  /** Why an offer claim was not taken: a refusal reason of services/offers, or `limited`. */
  refusal?: string
  /** /scheduling's installation slot, as posted or as booked (services/scheduling/postedSchedule.ts). */
  schedule?: PostedSchedule
  /**
   * A shop package chosen without scripts whose order was not created for a while (the limit, the checkout API): the
   * choice kept, with the key it was posted with, so trying again finds the same order (server/checkout/packageOrderPosts).
   */
  packageOrder?: { packageId: string; catalogId: string; orderKey: string; packageName: string }
  /** The order page's installation address as posted (server/embedded/checkout/orderContactPosts), to put back. */
  address?: Partial<Record<AddressField, string>>
}

/**
 * Where a page's lead forms post: the page's own path with the query values its route declares (utm_ads,
 * app…), so the server works out page, partner and lead source from the route exactly as for the page.
 */
export function leadFormAction(pathname: string, query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString()
  return search ? `${pathname}?${search}` : pathname
}

/** A posted body's field as text: its first value when repeated; undefined when absent or not text. */
export function postedText(body: unknown, field: string): string | undefined {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined
  const value: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw
  return typeof value === 'string' ? value : undefined
}

/** The values of a posted body: strings only (a repeated field keeps its first value), the known fields only. */
export function postedValuesOf(body: unknown): Partial<Record<PostedValueField, string>> {
  const values: Partial<Record<PostedValueField, string>> = {}
  for (const field of POSTED_VALUE_FIELDS) {
    const value = postedText(body, field)
    if (value !== undefined) values[field] = value
  }
  return values
}

/** The contact inputs of a post (names, e-mail, phone, ZIP, referral code), to put back into a form's fields. */
export function postedContactOf(
  values: PostedLeadForm['values'],
): Partial<Record<'firstName' | 'lastName' | 'email' | 'phone' | 'zip' | 'referralCode', string>> {
  const { firstName, lastName, email, phone, zip, referralCode } = values
  return Object.fromEntries(
    Object.entries({ firstName, lastName, email, phone, zip, referralCode }).filter(([, value]) => value !== undefined),
  )
}
