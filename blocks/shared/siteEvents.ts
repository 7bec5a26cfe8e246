/**
 * Browser events that let blocks talk without importing each other: the header's "Get a Quote" asks for
 * the consultation modal, which the lead-form blocks own. Safe to import on the server (no-ops there).
 */
const OPEN_CONSULTATION = 'harbor:open-consultation-modal'

export function openConsultationModal(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(OPEN_CONSULTATION))
}

/** Subscribes to consultation-modal requests; returns the unsubscribe function (use in an effect). */
export function onOpenConsultationModal(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener(OPEN_CONSULTATION, listener)
  return () => window.removeEventListener(OPEN_CONSULTATION, listener)
}
