import type { FieldErrors, Resolver } from 'react-hook-form'
import { type ContactRules, type ContactValues, validateContact } from '../../../services/leads/validation/index.ts'

/**
 * react-hook-form resolver over the spec §5 schemas (services/leads/validation). It gives the same answers
 * as `@hookform/resolvers/ajv` with CONTACT_SCHEMAS (a unit test holds them equal) but runs the
 * precompiled validators, so the browser ships no ajv and compiles nothing; the server runs the same ones.
 */
export function contactResolver(rules: ContactRules): Resolver<ContactValues> {
  return async (values) => {
    const result = validateContact(rules, values)
    if (result.ok) return { values, errors: {} }
    const errors: FieldErrors<ContactValues> = {}
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      errors[field as keyof ContactValues] = { type: 'validation', message }
    }
    return { values: {}, errors }
  }
}
