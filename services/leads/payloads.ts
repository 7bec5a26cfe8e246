/**
 * Pure builders of the payloads the server sends upstream for one lead (spec §3.1, §7.1 items 1, 2, 9 and
 * §7.3). The browser sends a LeadRequest (services/leads/contract.ts); the server resolves the page it came
 * from and builds, once, the exact bodies stored in the outbox and relayed later. No I/O, no secrets here:
 * headers that carry the ApiKey are added by the upstream client at delivery time.
 */
import type { LeadAnswer, LeadRequest } from './contract.ts'

/** What the server knows about the page the lead came from (resolved from routes.json/partners.json, not trusted from the browser). */
export interface LeadPageFacts {
  /** True when the page belongs to a partner or affiliate (spec §2.2). */
  onPartnerRoute: boolean
  /** The page's lead source: the partner's mapped lead-source name, a route override, or the default "DTC Outbound". */
  pageLeadSource: string
}

/** The general lead of spec §3.1, as posted to {lead-api}/Lead/SubmitLead?sendToNS=true (§7.1 item 1). */
export interface GeneralLeadPayload {
  partner_id: string
  lead_source: string
  page_lead_submitted_on: string
  google_client_d: string
  hutk: string
  pageUrl: string
  pageName: string
  pageId: string
  hs_context: string
  gclid: string
  msclkid: string
  utm_campaign: string
  utm_source: string
  utm_medium: string
  utm_content: string
  infinity_vid: string
  originating_form_id: string
  leadfeeder_version: string
  staging: 'No'
  email: string
  firstname: string
  lastname: string
  phone: string
  zip: string
  originating_page_url: string
  referral_code: string
  /** Callback forms only (spec §3.1 "Callback-form additions"). */
  own_or_rent?: PropertyType
  property_type?: PropertyType
  do_you_have_a_security_system?: 'Yes' | 'No'
}

export type PropertyType = 'property_type_rental' | 'property_type_owned'

/** The marketing-automation capture fields of spec §7.3, in the spec's order; sent form-urlencoded. */
export const MARKETING_AUTOMATION_FIELDS = [
  'originating_form_id',
  'leadfeeder_version',
  'staging',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'lead_source',
  'email',
  'firstname',
  'lastname',
  'phone',
  'zip',
  'infinity_vid',
  'gclid',
  'msclkid',
  'page_lead_submitted_on',
  'hs_context',
] as const
export const MARKETING_AUTOMATION_CALLBACK_FIELDS = ['property_type', 'do_you_have_a_security_system'] as const

export type MarketingAutomationPayload = Partial<
  Record<(typeof MARKETING_AUTOMATION_FIELDS)[number] | (typeof MARKETING_AUTOMATION_CALLBACK_FIELDS)[number], string>
>

/** The body of POST /Lead/SaveLeadWithInvalidZipCode (spec §7.1 item 9), exactly these five fields. */
export interface InvalidZipLeadPayload {
  email: string
  firstname: string
  lastname: string
  phone: string
  zip: string
}

/**
 * partner_id and lead_source (spec §7.1 item 1): on partner routes the affiliate id from session storage,
 * else the page's partner lead-source name; elsewhere the page's lead source ("DTC Outbound" by default).
 */
export function leadSourceOf(
  request: Pick<LeadRequest, 'attribution'>,
  facts: LeadPageFacts,
): { partner_id: string; lead_source: string } {
  if (!facts.onPartnerRoute) return { partner_id: '', lead_source: facts.pageLeadSource }
  const source = clean(request.attribution?.affiliateId) || facts.pageLeadSource
  return { partner_id: source, lead_source: source }
}

/** The spec's hs_context: the marketing-automation visitor cookie and the page, as a JSON string. */
export function hsContextOf(request: Pick<LeadRequest, 'attribution' | 'page'>): string {
  return JSON.stringify({
    hutk: clean(request.attribution?.hutk),
    pageUrl: request.page.pageUrl,
    pageName: request.page.pageName,
    pageId: request.page.routeName,
  })
}

/** Digits only: the browser sends the masked "(312) 555-0142"; upstream systems get "3125550142". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/** The general lead of spec §3.1 with the §7.1 item 1 additions. */
export function buildGeneralLead(request: LeadRequest, facts: LeadPageFacts): GeneralLeadPayload {
  const a = request.attribution ?? {}
  const payload: GeneralLeadPayload = {
    ...leadSourceOf(request, facts),
    page_lead_submitted_on: request.page.pageUrl,
    google_client_d: clean(a.googleClientId),
    hutk: clean(a.hutk),
    pageUrl: request.page.pageUrl,
    pageName: request.page.pageName,
    pageId: request.page.routeName,
    hs_context: hsContextOf(request),
    gclid: clean(a.gclid),
    msclkid: clean(a.msclkid),
    utm_campaign: clean(a.utm_campaign),
    utm_source: clean(a.utm_source),
    utm_medium: clean(a.utm_medium),
    utm_content: clean(a.utm_content),
    infinity_vid: clean(a.infinity_vid),
    originating_form_id: request.formId,
    leadfeeder_version: request.formId,
    staging: 'No',
    email: request.contact.email.trim(),
    firstname: request.contact.firstName.trim(),
    lastname: request.contact.lastName.trim(),
    phone: phoneDigits(request.contact.phone),
    zip: request.contact.zip.trim().slice(0, 5),
    originating_page_url: request.page.pageUrl,
    referral_code: answerText(request.answers?.referralCode ?? request.answers?.referral_code),
  }
  if (request.kind === 'callback') Object.assign(payload, callbackAdditions(request.answers))
  return payload
}

/** Spec §7.1 item 2: the e-commerce lead, with google_client_d added; posted to {lead-api}/LeadAPI. */
export function buildEcommerceLead(request: LeadRequest, facts: LeadPageFacts): GeneralLeadPayload {
  return buildGeneralLead(request, facts)
}

/** Spec §7.3: the capture fields, plus property_type and do_you_have_a_security_system for callback forms. */
export function buildMarketingAutomationLead(request: LeadRequest, facts: LeadPageFacts): MarketingAutomationPayload {
  const general = buildGeneralLead(request, facts)
  const payload: MarketingAutomationPayload = {}
  for (const field of MARKETING_AUTOMATION_FIELDS) payload[field] = general[field]
  if (request.kind === 'callback') {
    for (const field of MARKETING_AUTOMATION_CALLBACK_FIELDS) {
      const value = general[field]
      if (value !== undefined) payload[field] = value
    }
  }
  return payload
}

/** Spec §7.1 item 9. */
export function buildInvalidZipLead(request: LeadRequest): InvalidZipLeadPayload {
  return {
    email: request.contact.email.trim(),
    firstname: request.contact.firstName.trim(),
    lastname: request.contact.lastName.trim(),
    phone: phoneDigits(request.contact.phone),
    zip: request.contact.zip.trim().slice(0, 5),
  }
}

/** application/x-www-form-urlencoded body of the marketing-automation capture (fields in the order given). */
export function formUrlEncode(payload: Record<string, string | undefined>): string {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(payload)) if (value !== undefined) form.append(key, value)
  return form.toString()
}

/** The path of the third-party form-capture endpoint, which holds the portal id and the form id (spec §7.3). */
export function marketingAutomationCapturePath(portalId: string, formId: string): string {
  return `/uploads/form/v2/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`
}

/**
 * The callback additions of spec §3.1: own_or_rent / property_type with the values property_type_rental and
 * property_type_owned, and do_you_have_a_security_system (Yes/No). The form may answer "rent"/"own" or the
 * upstream values themselves; anything else is left out rather than guessed.
 */
function callbackAdditions(answers: LeadRequest['answers']): Partial<GeneralLeadPayload> {
  const additions: Partial<GeneralLeadPayload> = {}
  const property = propertyTypeOf(answers?.property_type ?? answers?.own_or_rent)
  if (property) {
    additions.own_or_rent = property
    additions.property_type = property
  }
  const system = yesNoOf(answers?.do_you_have_a_security_system)
  if (system) additions.do_you_have_a_security_system = system
  return additions
}

function propertyTypeOf(answer: LeadAnswer | undefined): PropertyType | null {
  const value = answerText(answer).toLowerCase()
  if (value === 'property_type_rental' || value === 'rent' || value === 'rental') return 'property_type_rental'
  if (value === 'property_type_owned' || value === 'own' || value === 'owned') return 'property_type_owned'
  return null
}

function yesNoOf(answer: LeadAnswer | undefined): 'Yes' | 'No' | null {
  if (answer === true) return 'Yes'
  if (answer === false) return 'No'
  const value = answerText(answer).toLowerCase()
  if (value === 'yes') return 'Yes'
  if (value === 'no') return 'No'
  return null
}

function answerText(answer: LeadAnswer | undefined): string {
  if (answer === undefined || answer === null) return ''
  if (Array.isArray(answer)) return answer.join(',')
  return String(answer).trim()
}

function clean(value: string | undefined): string {
  return typeof value === 'string' ? value.trim() : ''
}
