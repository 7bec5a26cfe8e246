/**
 * The contract between the browser and the site's own lead endpoint, `POST /api/leads`. Every form that
 * makes a lead (callback, consultation, secure offer, shop, assessment, scheduling, partner offer) sends
 * this shape; the server validates it again, stores it in the outbox and builds the upstream payloads.
 */

/** Which spec flow the lead comes from; decides the upstream payload (spec §3.1, §7.1, §7.3). */
export type LeadKind = 'general' | 'callback' | 'consultation' | 'ecommerce' | 'assessment' | 'scheduling'

export interface LeadContact {
  firstName: string
  lastName: string
  email: string
  /** As typed with the mask, e.g. "(312) 555-0142"; the server keeps the digits. */
  phone: string
  zip: string
}

/** Where the lead was made: the page context of the page model. */
export interface LeadPage {
  pageName: string
  /** Full URL of the page the form was on. */
  pageUrl: string
  routeName: string
  /** The page's partner key (partners.json), when the route has one. */
  partnerKey?: string | null
}

/** Marketing attribution collected in the browser (services/attribution). */
export interface LeadAttribution {
  utm_campaign?: string
  utm_source?: string
  utm_medium?: string
  utm_content?: string
  gclid?: string
  msclkid?: string
  infinity_vid?: string
  /** Analytics client id (sent upstream as google_client_d, the spec's field name). */
  googleClientId?: string
  /** Marketing-automation visitor cookie, for hs_context. */
  hutk?: string
  /** Affiliate id from session storage; on partner routes it wins over the page's partner (spec §7.1). */
  affiliateId?: string
}

export type LeadAnswer = string | number | boolean | null | string[]

export interface LeadRequest {
  /** A UUID made once per submission in the browser and reused on every retry, so a lead is never made twice. */
  idempotencyKey: string
  /** The form's id (spec §2.10, §9.7), e.g. "home-modal-consultation-form". */
  formId: string
  kind: LeadKind
  page: LeadPage
  contact: LeadContact
  /** Form-specific answers: property_type, do_you_have_a_security_system, referralCode, assessment answers, slot… */
  answers?: Record<string, LeadAnswer>
  attribution?: LeadAttribution
}

/** 202: stored durably; delivery upstream happens after the answer. */
export interface LeadAccepted {
  status: 'accepted'
  leadId: string
  /** True when this idempotency key was already stored (a retry or double click). */
  duplicate: boolean
}

/** 400: the spec's message per field, in the spec's field order. */
export interface LeadInvalid {
  status: 'invalid'
  message: string
  fieldErrors: Record<string, string>
}

/** The lead could not even be stored (or the network failed): the form keeps its input and shows the sales phone. */
export interface LeadUnavailable {
  status: 'unavailable'
  message: string
}

export type LeadSubmitResult = LeadAccepted | LeadInvalid | LeadUnavailable

export const LEADS_ENDPOINT = '/api/leads'
