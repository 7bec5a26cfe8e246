import type { ErrorObject } from 'ajv'
import * as precompiled from './generated/contactValidators.ts'
import { type ContactField, type ContactRules, FIELD_ORDER, REQUIRED_MESSAGES } from './schemas.ts'

export interface FieldError {
  field: ContactField
  message: string
}

export interface ContactValidationResult {
  ok: boolean
  /** The first invalid field in FIELD_ORDER: the one a form scrolls to and focuses. */
  firstError?: FieldError
  /** One message per invalid field, keys in FIELD_ORDER. */
  fieldErrors: Partial<Record<ContactField, string>>
}

/** A precompiled ajv validator: true or false, with its errors on `.errors`. */
interface PrecompiledValidator {
  (data: unknown): boolean
  errors?: ErrorObject[] | null
}

// CONTACT_SCHEMAS compiled ahead of time by `npm run codegen` (standaloneSource.ts): no ajv at run time.
const validators = precompiled as unknown as Record<ContactRules, PrecompiledValidator>

/** The field an ajv error is about: the property path, or the missing property of a `required` error. */
function fieldOf(error: ErrorObject): string | undefined {
  if (error.instancePath) return error.instancePath.split('/')[1]
  if (error.keyword === 'required') return (error.params as { missingProperty?: string }).missingProperty
  if (error.keyword === 'errorMessage') {
    const inner = (error.params as { errors?: ErrorObject[] }).errors?.[0]
    return inner ? fieldOf(inner) : undefined
  }
  return undefined
}

/**
 * Checks a lead form's values against the spec's rules (spec §5). Pure and synchronous; the browser form
 * and the server's lead endpoint both call it, so a lead the form accepts is a lead the server accepts.
 */
export function validateContact(rules: ContactRules, values: unknown): ContactValidationResult {
  const validate = validators[rules]
  const input = values !== null && typeof values === 'object' && !Array.isArray(values) ? values : {}
  if (validate(input)) return { ok: true, fieldErrors: {} }

  const found: Partial<Record<string, string>> = {}
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error)
    if (field && found[field] === undefined) found[field] = error.message ?? REQUIRED_MESSAGES[field as ContactField]
  }
  const fieldErrors: Partial<Record<ContactField, string>> = {}
  for (const field of FIELD_ORDER) if (found[field] !== undefined) fieldErrors[field] = found[field]
  const first = FIELD_ORDER.find((field) => fieldErrors[field] !== undefined)
  return { ok: false, firstError: first ? { field: first, message: fieldErrors[first]! } : undefined, fieldErrors }
}
