import { openConsultationModal } from './siteEvents.ts'

/** The first-name field of the #schedule lead form, however the form block names it. */
const FIRST_NAME =
  'input[name="firstName"], input[name="first_name"], input[autocomplete="given-name"], input:not([type="hidden"])'

/**
 * Spec 2.10 "Get a quote": scroll to the #schedule form (or the lead form `formId` names) and focus its
 * first-name field; when the page has no such form (none configured, or hidden after a submission), ask
 * for the consultation modal instead, so the button never does nothing.
 */
export function getAQuote(): void {
  goToLeadForm('schedule')
}

/** Scrolls to the lead form with id `formId` and focuses its first name, or opens the consultation modal. */
export function goToLeadForm(formId: string): void {
  const form = document.getElementById(formId)
  // Hidden counts as absent: a form hidden before paint after a lead may not have hydrated (and left) yet.
  if (!form || form.getClientRects().length === 0) {
    openConsultationModal()
    return
  }
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  form.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  form.querySelector<HTMLInputElement>(FIRST_NAME)?.focus({ preventScroll: true })
}
