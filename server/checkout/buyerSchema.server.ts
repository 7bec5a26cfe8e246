import { describeEnvelopeError } from '../../services/leads/requestValidation.ts'
import { EMAIL, NO_CONTROL_CHARACTERS, PHONE, ZIP } from '../../services/leads/validation/patterns.ts'
import type { CheckoutRequest } from '../../services/checkout/contract.ts'
import { compiledOnFirstUse } from '../../services/leads/validation/compiledOnFirstUse.ts'

/** A value the buyer may leave out: null, an empty string, or a short text without control characters. */
const optionalText = (maxLength: number, pattern?: string) => ({
  anyOf: [
    { type: 'null' },
    { type: 'string', maxLength: 0 },
    {
      type: 'string',
      maxLength,
      allOf: [{ pattern: NO_CONTROL_CHARACTERS }, ...(pattern ? [{ pattern }] : [])],
    },
  ],
})

/**
 * The buyer of POST /api/checkout (issue 28: objects, arrays, numbers and 12 kB strings were stored and sent
 * to the checkout API). Strings or null only, the lengths the lead forms allow, one e-mail address and a
 * phone number by the spec's rules (spec §5, services/leads/validation/patterns.ts), nothing else.
 */
export const BUYER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: optionalText(100),
    lastName: optionalText(100),
    email: optionalText(254, EMAIL),
    phone: optionalText(40, PHONE),
    // The ZIP the buyer checked in the shop: not part of the order (spec 7.4), kept for the order page's form.
    zip: optionalText(10, ZIP),
    // The visitor id and the ad click id: opaque tokens, never longer than a few hundred characters.
    vId: optionalText(200),
    gclId: optionalText(500),
  },
} as const

const buyerValidator = compiledOnFirstUse<NonNullable<CheckoutRequest['buyer']>>(BUYER_SCHEMA, {
  allErrors: false,
  strict: true,
})

/** Null when the buyer is absent or valid; else what is wrong, naming the field ("buyer/email has an invalid format"). */
export function buyerProblem(buyer: unknown): string | null {
  if (buyer === undefined) return null
  const validateBuyer = buyerValidator()
  if (validateBuyer(buyer)) return null
  const errors = validateBuyer.errors ?? []
  // anyOf reports every branch; the last error of the deepest path names the rule the value broke.
  const deepest = errors.reduce((a, b) => (b.instancePath.length >= a.instancePath.length ? b : a), errors[0]!)
  const relevant = errors.filter((e) => e.instancePath === deepest.instancePath && e.keyword !== 'anyOf')
  const error = relevant.find((e) => e.keyword === 'pattern') ?? relevant.at(-1) ?? deepest
  return `buyer${describeEnvelopeError(error).replace(/^\(body\)/, '')}`
}
