import { FIELD_ORDER, type ContactField } from '../../../services/leads/validation/index.ts'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/** The first field with an error, in the spec's check order (spec §5). */
export function firstInvalidField(
  errors: Partial<Record<string, unknown>>,
  fields: readonly ContactField[] = FIELD_ORDER,
): ContactField | undefined {
  return fields.find((field) => errors[field])
}

/**
 * Spec §5: the first invalid field is scrolled into view, smoothly and centred, and gets the focus
 * (keyboard and screen-reader users land on the message). `form` scopes the lookup to one form.
 */
export function scrollToField(form: HTMLElement | null, field: string): void {
  const input = form?.querySelector<HTMLInputElement>(`[name="${field}"]`)
  if (!input) return
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  input.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' })
  input.focus({ preventScroll: true })
}

/**
 * Shows the server's field messages (an `invalid` answer) and scrolls to the first one in `fields`' order.
 * False when none of the messages is on a field the visitor can fix in this form.
 */
export function showServerErrors<T extends FieldValues>(
  fieldErrors: Partial<Record<string, string>>,
  setError: UseFormSetError<T>,
  fields: readonly ContactField[],
  form: HTMLElement | null,
): boolean {
  for (const [field, message] of Object.entries(fieldErrors)) setError(field as Path<T>, { type: 'server', message })
  const first = firstInvalidField(fieldErrors, fields)
  if (!first) return false
  scrollToField(form, first)
  return true
}
