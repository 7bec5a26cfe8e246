import type { FieldErrors, Resolver } from 'react-hook-form'
import { type ContactRules, type ContactValues, validateContact } from '../../../services/leads/validation/index.ts'

/**
 * react-hook-form resolver over the spec §5 schemas (services/leads/validation). It gives the same answers
 * as `@hookform/resolvers/ajv` with CONTACT_SCHEMAS (a unit test holds them equal) but runs the
 * precompiled validators, so the browser ships no ajv and compiles nothing; the server runs the same ones.
 */
export function contactResolver<Values extends Partial<ContactValues> = ContactValues>(
  rules: ContactRules,
): Resolver<Values> {
  return async (values) => {
    const result = validateContact(rules, values)
    if (result.ok) return { values, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      errors[field] = { type: 'validation', message }
    }
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
}
