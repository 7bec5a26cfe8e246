/**
 * Validates the body of POST /api/leads on the server: first the envelope (the LeadRequest shape of
 * contract.ts: types, lengths, known kinds), then the contact fields and answers with the browser's own
 * rules (services/leads/validation), so the server answers with the spec's exact messages in the spec's
 * field order (spec §5). Anything the browser would never send fails with a message naming the bad part.
 */
import type { ErrorObject } from 'ajv'
import type { LeadRequest } from './contract.ts'
import { rulesForLead, validateContact } from './validation/index.ts'
import { NO_CONTROL_CHARACTERS } from './validation/patterns.ts'
import { compiledOnFirstUse } from './validation/compiledOnFirstUse.ts'

export type LeadRequestValidation =
  { ok: true; value: LeadRequest } | { ok: false; message: string; fieldErrors: Record<string, string> }

const LEAD_KINDS = ['general', 'callback', 'consultation', 'ecommerce', 'assessment', 'scheduling']

// Marketing values (UTM, click ids, URLs) are never a reason to turn a lead away; the body limit bounds
// them, and the values copied into upstream payloads are clipped (clipCopiedValues below).
const marketingText = { type: 'string', maxLength: 4000 }
/** A typed value: no control characters (issue 28: they reached the operator's terminal and the lead API). */
export const typedText = (maxLength: number) => ({ type: 'string', maxLength, pattern: NO_CONTROL_CHARACTERS }) as const
const answer = {
  anyOf: [
    typedText(2000),
    { type: 'number' },
    { type: 'boolean' },
    { type: 'null' },
    { type: 'array', maxItems: 50, items: marketingText },
  ],
}

/** The parts every request envelope of the site's forms shares (leads here, offer claims in server/offers). */
export const ENVELOPE_PARTS = {
  idempotencyKey: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
  formId: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_-]+$' },
  page: {
    type: 'object',
    required: ['pageName', 'pageUrl', 'routeName'],
    additionalProperties: false,
    properties: {
      pageName: { type: 'string', maxLength: 300 },
      pageUrl: { type: 'string', minLength: 1, maxLength: 8000, pattern: '^(https?://[^\\s]+|/[^\\s]*)$' },
      routeName: { type: 'string', maxLength: 200 },
      partnerKey: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] },
    },
  },
  // Attribution grows with marketing's needs; unknown keys are allowed but must be strings.
  attribution: {
    type: 'object',
    maxProperties: 40,
    propertyNames: { maxLength: 100 },
    additionalProperties: marketingText,
  },
} as const

/** The LeadRequest envelope. Contact values only need to be strings here; their rules are the spec's (below). */
const envelopeSchema = {
  type: 'object',
  required: ['idempotencyKey', 'formId', 'kind', 'page', 'contact'],
  additionalProperties: false,
  properties: {
    idempotencyKey: ENVELOPE_PARTS.idempotencyKey,
    formId: ENVELOPE_PARTS.formId,
    kind: { enum: LEAD_KINDS },
    page: ENVELOPE_PARTS.page,
    contact: {
      type: 'object',
      required: ['firstName', 'lastName', 'email', 'phone', 'zip'],
      additionalProperties: false,
      properties: {
        firstName: typedText(100),
        lastName: typedText(100),
        email: typedText(320),
        phone: typedText(40),
        zip: typedText(20),
      },
    },
    answers: { type: 'object', maxProperties: 40, propertyNames: { maxLength: 100 }, additionalProperties: answer },
    attribution: ENVELOPE_PARTS.attribution,
  },
} as const

const envelopeValidator = compiledOnFirstUse<LeadRequest>(envelopeSchema, { allErrors: false, strict: true })

export function validateLeadRequest(body: unknown): LeadRequestValidation {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: 'The lead request must be a JSON object.', fieldErrors: {} }
  }
  const validateEnvelope = envelopeValidator()
  if (!validateEnvelope(body)) {
    const error = validateEnvelope.errors![0]!
    return { ok: false, message: `The lead request is malformed: ${describeEnvelopeError(error)}.`, fieldErrors: {} }
  }
  const request = clipCopiedValues(body)
  const contactCheck = validateContact(rulesForLead(request), { ...request.answers, ...request.contact })
  if (!contactCheck.ok) {
    const fieldErrors = contactCheck.fieldErrors as Record<string, string>
    const message =
      contactCheck.firstError?.message ?? Object.values(fieldErrors)[0] ?? 'The lead request is not valid.'
    return { ok: false, message, fieldErrors }
  }
  return { ok: true, value: request }
}

/** The longest page URL kept: it is copied into four upstream fields, and no real landing URL is longer. */
export const PAGE_URL_KEPT = 2000
/** The longest attribution value kept: each is copied into two upstream payloads; real click ids are ~100. */
export const ATTRIBUTION_VALUE_KEPT = 500

/**
 * Clips the values the server copies into several upstream payloads, so one request cannot store many
 * times its size (issue 20: a 31 kB lead stored 98.5 kB). Clipping rather than refusing: a long
 * tracking value must never cost a real visitor their lead.
 */
function clipCopiedValues(request: LeadRequest): LeadRequest {
  const attribution = request.attribution
    ? Object.fromEntries(
        Object.entries(request.attribution).map(([key, value]) => [
          key,
          typeof value === 'string' ? value.slice(0, ATTRIBUTION_VALUE_KEPT) : value,
        ]),
      )
    : undefined
  return {
    ...request,
    page: { ...request.page, pageUrl: request.page.pageUrl.slice(0, PAGE_URL_KEPT) },
    ...(attribution ? { attribution } : {}),
  }
}

/** "/page/pageUrl must match pattern ..." reads badly for a long regex; name the place and the rule. */
export function describeEnvelopeError(error: ErrorObject): string {
  const where = error.instancePath || '(body)'
  if (error.keyword === 'additionalProperties')
    return `${where} has an unknown property "${(error.params as { additionalProperty: string }).additionalProperty}"`
  if (error.keyword === 'required')
    return `${where} is missing "${(error.params as { missingProperty: string }).missingProperty}"`
  if (error.keyword === 'pattern') return `${where} has an invalid format`
  return `${where} ${error.message ?? 'is not valid'}`
}
