import { openConsultationModal } from './siteEvents.ts'

/** The first-name field of the #schedule lead form, however the form block names it. */
const FIRST_NAME = 'input[name="firstName"], input[name="first_name"], input[autocomplete="given-name"], input:not([type="hidden"])'

/**
 * Spec 2.10 "Get a quote": scroll to the #schedule form and focus its first-name field; when the page
 * has no such form, ask for the consultation modal instead.
 */
export function getAQuote(): void {
  const form = document.getElementById('schedule')
  if (!form) {
    openConsultationModal()
    return
  }
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  form.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  form.querySelector<HTMLInputElement>(FIRST_NAME)?.focus({ preventScroll: true })
}
