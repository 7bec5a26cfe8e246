import { useEffect, useRef } from 'react'
import { type DefaultValues, type FieldErrors, type FieldValues, type Resolver, useForm } from 'react-hook-form'
import { newIdempotencyKey } from '../../../services/leads/client.ts'
import { type ContactRules, type ContactValues, fieldsOf } from '../../../services/leads/validation/index.ts'
import { contactResolver } from './contactResolver.ts'
import { firstInvalidField, scrollToField } from './focusFirstInvalid.ts'

/**
 * A contact form on react-hook-form with the spec §5 rules (the precompiled contact resolver): the form's ref,
 * `onInvalid` that scrolls to and focuses the first invalid field in the spec's order, and one idempotency key
 * per submission that survives retries but not edits (changed details are a new submission). `more` adds a form's
 * own fields beyond the contact (the order page's installation address): their problems are shown with the contact's,
 * and the first wrong field is found in its `order` (every field of the form, as shown).
 */
export function useContactForm<Values extends FieldValues & Partial<ContactValues>>(
  rules: ContactRules,
  defaultValues: DefaultValues<Values>,
  more?: { order: readonly string[]; problems: (values: Values) => Partial<Record<string, string>> },
) {
  const formRef = useRef<HTMLFormElement>(null)
  const key = useRef<string | null>(null)
  const form = useForm<Values>({
    resolver: more ? withMoreProblems(contactResolver<Values>(rules), more.problems) : contactResolver<Values>(rules),
    defaultValues,
    shouldFocusError: false,
  })
  const { watch } = form

  useEffect(() => {
    const subscription = watch(() => {
      key.current = null
    })
    return () => subscription.unsubscribe()
  }, [watch])

  const onInvalid = (errors: Record<string, unknown>) => {
    const first = more ? more.order.find((field) => errors[field]) : firstInvalidField(errors, fieldsOf(rules))
    if (first) scrollToField(formRef.current, first)
  }

  const idempotencyKey = (): string => (key.current ??= newIdempotencyKey())

  return { ...form, formRef, onInvalid, idempotencyKey }
}

/** The contact resolver's answer with the form's own problems added (each a validation error at its field). */
function withMoreProblems<Values extends FieldValues>(
  contact: Resolver<Values>,
  problems: (values: Values) => Partial<Record<string, string>>,
): Resolver<Values> {
  return async (values, context, options) => {
    const answer = await contact(values, context, options)
    const own = Object.entries(problems(values)).filter((entry): entry is [string, string] => Boolean(entry[1]))
    if (!own.length) return answer
    const errors = { ...answer.errors } as Record<string, { type: string; message: string }>
    for (const [field, message] of own) errors[field] = { type: 'validation', message }
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
}
