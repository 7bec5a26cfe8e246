import { FIELD_ORDER, type ContactField } from '../../../services/leads/validation/index.ts'

/** The first field with an error, in the spec's check order (spec §5). */
export function firstInvalidField(errors: Partial<Record<string, unknown>>, fields: readonly ContactField[] = FIELD_ORDER): ContactField | undefined {
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
