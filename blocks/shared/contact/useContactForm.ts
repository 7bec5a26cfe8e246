import { useEffect, useRef } from 'react'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'
import { newIdempotencyKey } from '../../../services/leads/client.ts'
import { type ContactRules, type ContactValues, fieldsOf } from '../../../services/leads/validation/index.ts'
import { contactResolver } from './contactResolver.ts'
import { firstInvalidField, scrollToField } from './focusFirstInvalid.ts'

/**
 * A contact form on react-hook-form with the spec §5 rules (the precompiled contact resolver): the form's ref,
 * `onInvalid` that scrolls to and focuses the first invalid field in the spec's order, and one idempotency key
 * per submission that survives retries but not edits (changed details are a new submission).
 */
export function useContactForm<Values extends FieldValues & Partial<ContactValues>>(
  rules: ContactRules,
  defaultValues: DefaultValues<Values>,
) {
  const formRef = useRef<HTMLFormElement>(null)
  const key = useRef<string | null>(null)
  const form = useForm<Values>({ resolver: contactResolver<Values>(rules), defaultValues, shouldFocusError: false })
  const { watch } = form

  useEffect(() => {
    const subscription = watch(() => {
      key.current = null
    })
    return () => subscription.unsubscribe()
  }, [watch])

  const onInvalid = (errors: Record<string, unknown>) => {
    const first = firstInvalidField(errors, fieldsOf(rules))
    if (first) scrollToField(formRef.current, first)
  }

  const idempotencyKey = (): string => (key.current ??= newIdempotencyKey())

  return { ...form, formRef, onInvalid, idempotencyKey }
}
