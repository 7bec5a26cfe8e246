/**
 * Browser events for the lead modals other than the consultation modal (that one is in
 * blocks/shared/siteEvents.ts). The shop's ZIP check opens the service-availability modal; a failed
 * shop step opens the e-commerce error modal. Safe to import on the server (no-ops there).
 */
const OPEN_SERVICE_AVAILABILITY = 'harbor:open-service-availability-modal'
const OPEN_ECOMM_ERROR = 'harbor:open-ecomm-error-modal'

export interface ServiceAvailabilityRequest {
  /** The ZIP that is not serviceable, prefilled in the sign-up form. */
  zip?: string
}

export function openServiceAvailabilityModal(request: ServiceAvailabilityRequest = {}): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(OPEN_SERVICE_AVAILABILITY, { detail: request }))
}

export function onOpenServiceAvailabilityModal(listener: (request: ServiceAvailabilityRequest) => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const handler = (event: Event) => listener(((event as CustomEvent).detail ?? {}) as ServiceAvailabilityRequest)
  window.addEventListener(OPEN_SERVICE_AVAILABILITY, handler)
  return () => window.removeEventListener(OPEN_SERVICE_AVAILABILITY, handler)
}

export function openEcommErrorModal(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(OPEN_ECOMM_ERROR))
}

export function onOpenEcommErrorModal(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener(OPEN_ECOMM_ERROR, listener)
  return () => window.removeEventListener(OPEN_ECOMM_ERROR, listener)
}

/** Any link to this anchor opens the consultation modal instead of jumping (CTA buttons in config). */
export const CONSULTATION_MODAL_HASH = '#modal-consultation'
