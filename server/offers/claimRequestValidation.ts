import type { OfferClaimRequest } from '../../services/offers/contract.ts'
import { ENVELOPE_PARTS, describeEnvelopeError, typedText } from '../../services/leads/requestValidation.ts'
import { validateContact } from '../../services/leads/validation/index.ts'
import { compiledOnFirstUse } from '../../services/leads/validation/compiledOnFirstUse.ts'

export type OfferClaimValidation =
  { ok: true; value: OfferClaimRequest } | { ok: false; message: string; fieldErrors: Record<string, string> }

/** Typed values: no control characters (issue 28), as in the lead intake. */
const text = typedText

/** The OfferClaimRequest envelope; the field values get the forms' own rules (spec §5) afterwards. */
const envelopeSchema = {
  type: 'object',
  required: ['idempotencyKey', 'formId', 'page', 'customerNumber', 'contact'],
  additionalProperties: false,
  properties: {
    idempotencyKey: ENVELOPE_PARTS.idempotencyKey,
    formId: ENVELOPE_PARTS.formId,
    page: ENVELOPE_PARTS.page,
    customerNumber: text(40),
    contact: {
      type: 'object',
      required: ['firstName', 'lastName', 'email', 'phone'],
      additionalProperties: false,
      properties: { firstName: text(100), lastName: text(100), email: text(320), phone: text(40) },
    },
    attribution: ENVELOPE_PARTS.attribution,
  },
} as const

const envelopeValidator = compiledOnFirstUse(envelopeSchema, { allErrors: false, strict: true })

/** Validates the body of POST /api/offer-claims: the envelope, then the claim form's rules with the spec's messages. */
export function validateOfferClaimRequest(body: unknown): OfferClaimValidation {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, message: 'The claim must be a JSON object.', fieldErrors: {} }
  const validateEnvelope = envelopeValidator()
  if (!validateEnvelope(body))
    return {
      ok: false,
      message: `The claim is malformed: ${describeEnvelopeError(validateEnvelope.errors![0]!)}.`,
      fieldErrors: {},
    }
  const request = body as unknown as OfferClaimRequest
  const checked = validateContact('offerClaim', { ...request.contact, customerNumber: request.customerNumber })
  if (!checked.ok) {
    const fieldErrors = checked.fieldErrors as Record<string, string>
    return { ok: false, message: checked.firstError?.message ?? 'The claim is not valid.', fieldErrors }
  }
  return { ok: true, value: request }
}
