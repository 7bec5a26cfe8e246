import Ajv, { type ErrorObject } from 'ajv'
import type { OfferClaimRequest } from '../../services/offers/contract.ts'
import { validateContact } from '../../services/leads/validation/index.ts'

export type OfferClaimValidation = { ok: true; value: OfferClaimRequest } | { ok: false; message: string; fieldErrors: Record<string, string> }

const text = (maxLength: number) => ({ type: 'string', maxLength })

/** The OfferClaimRequest envelope; the field values get the forms' own rules (spec §5) afterwards. */
const envelopeSchema = {
  type: 'object',
  required: ['idempotencyKey', 'formId', 'page', 'customerNumber', 'contact'],
  additionalProperties: false,
  properties: {
    idempotencyKey: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
    formId: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_-]+$' },
    page: {
      type: 'object',
      required: ['pageName', 'pageUrl', 'routeName'],
      additionalProperties: false,
      properties: {
        pageName: text(300),
        pageUrl: { type: 'string', minLength: 1, maxLength: 8000, pattern: '^(https?://[^\\s]+|/[^\\s]*)$' },
        routeName: text(200),
        partnerKey: { anyOf: [text(200), { type: 'null' }] },
      },
    },
    customerNumber: text(40),
    contact: {
      type: 'object',
      required: ['firstName', 'lastName', 'email', 'phone'],
      additionalProperties: false,
      properties: { firstName: text(100), lastName: text(100), email: text(320), phone: text(40) },
    },
    attribution: { type: 'object', maxProperties: 40, propertyNames: { maxLength: 100 }, additionalProperties: text(4000) },
  },
} as const

const validateEnvelope = new Ajv({ allErrors: false, strict: true }).compile(envelopeSchema)

/** Validates the body of POST /api/offer-claims: the envelope, then the claim form's rules with the spec's messages. */
export function validateOfferClaimRequest(body: unknown): OfferClaimValidation {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: 'The claim must be a JSON object.', fieldErrors: {} }
  if (!validateEnvelope(body)) return { ok: false, message: `The claim is malformed: ${describe(validateEnvelope.errors![0]!)}.`, fieldErrors: {} }
  const request = body as unknown as OfferClaimRequest
  const checked = validateContact('offerClaim', { ...request.contact, customerNumber: request.customerNumber })
  if (!checked.ok) {
    const fieldErrors = checked.fieldErrors as Record<string, string>
    return { ok: false, message: checked.firstError?.message ?? 'The claim is not valid.', fieldErrors }
  }
  return { ok: true, value: request }
}

function describe(error: ErrorObject): string {
  const where = error.instancePath || '(body)'
  if (error.keyword === 'additionalProperties') return `${where} has an unknown property "${(error.params as { additionalProperty: string }).additionalProperty}"`
  if (error.keyword === 'required') return `${where} is missing "${(error.params as { missingProperty: string }).missingProperty}"`
  if (error.keyword === 'pattern') return `${where} has an invalid format`
  return `${where} ${error.message ?? 'is not valid'}`
}
