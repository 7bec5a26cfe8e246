import { useRef, useState } from 'react'
import type { LeadContact } from '../../../services/leads/contract.ts'
import { newIdempotencyKey } from '../../../services/leads/client.ts'
import { maskPhone, maskZip } from '../../../services/leads/masks.ts'
import { validateContact } from '../../../services/leads/validation/index.ts'

/** The contact fields of the assessment and scheduling forms. */
export type ContactField = keyof LeadContact
export type ContactErrors = Partial<Record<ContactField, string>>

const EMPTY: LeadContact = { firstName: '', lastName: '', email: '', phone: '', zip: '' }

/**
 * The state of the contact fields: values (phone and ZIP masked as typed, services/leads/masks), the spec's
 * messages after a submit (services/leads/validation, the rules the server applies too), and one idempotency
 * key per submission that survives retries but not edits.
 */
export function useContactForm(idPrefix: string) {
  const [values, setValues] = useState<LeadContact>(EMPTY)
  const [errors, setErrors] = useState<ContactErrors>({})
  const key = useRef<string | null>(null)

  const setField = (field: ContactField, raw: string) => {
    const value = field === 'phone' ? maskPhone(raw) : field === 'zip' ? maskZip(raw) : raw
    setValues((current) => ({ ...current, [field]: value }))
    // Changed details are a new submission, so they get a new key.
    key.current = null
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  /** Validates; on failure shows the messages and moves focus to the first invalid field (spec §5 order). */
  const validate = (): boolean => {
    const result = validateContact('contact', values)
    setErrors(result.fieldErrors)
    const first = result.firstError?.field
    if (first) {
      const input = document.getElementById(`${idPrefix}-${first}`)
      input?.scrollIntoView({ behavior: 'smooth', block: 'center' })
      input?.focus({ preventScroll: true })
      return false
    }
    return true
  }

  const idempotencyKey = (): string => (key.current ??= newIdempotencyKey())

  return { values, errors, setField, validate, idempotencyKey }
}

export type ContactFormState = ReturnType<typeof useContactForm>
