/**
 * The one way blocks ask each other to do something in the browser: a typed window event. The header's
 * "Get a Quote" asks for the consultation modal, which the lead modals own; "Live Chat" buttons open the
 * chat bubble; the shop opens its modals. Blocks never import each other and hydrate on their own, so
 * a command travels as an event; state that lasts (cart, session, answers) lives in a store instead.
 * Every event is declared here, with its detail. Safe to import on the server (no-ops there).
 */
export interface SiteEvents {
  'open-consultation-modal': undefined
  'open-chat': undefined
  /** The shop's ZIP check found no service: the sign-up modal, prefilled with that ZIP. */
  'open-service-availability-modal': ServiceAvailabilityRequest
  /** The lead modals' e-commerce error dialog (modal-ecomm-error). */
  'open-ecomm-error-modal': undefined
  /** A failed shop step: the ShopErrorModal block's dialog. */
  'ecomm-error': undefined
  /** The shop's view (browse, customise, cart) changed: a block shown in one view only (the customiser) hydrates on it. */
  'shop-view-changed': undefined
  /** The shop's chosen package changed: the block that shows it hydrates on it. */
  'shop-package-changed': undefined
  /** The number of pieces in the cart changed (already marked on <html>, cartItemsMark.ts): the header's cart link. */
  'cart-changed': undefined
}

export interface ServiceAvailabilityRequest {
  /** The ZIP that is not serviceable, prefilled in the sign-up form. */
  zip?: string
}

type SiteEventName = keyof SiteEvents
type DetailArgs<Name extends SiteEventName> = SiteEvents[Name] extends undefined ? [] : [detail: SiteEvents[Name]]

/** The window event type of a site event: what a block definition's `hydrateOn` names. */
export const siteEventType = (name: SiteEventName) => `harbor:${name}`

export function emitSiteEvent<Name extends SiteEventName>(name: Name, ...detail: DetailArgs<Name>): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(siteEventType(name), { detail: detail[0] }))
}

/** Subscribes to one event; returns the unsubscribe function, so it fits an effect: `useEffect(() => onSiteEvent(...), [])`. */
export function onSiteEvent<Name extends SiteEventName>(
  name: Name,
  listener: (detail: SiteEvents[Name]) => void,
): () => void {
  if (typeof window === 'undefined') return () => {}
  const handler = (event: Event) => listener((event as CustomEvent<SiteEvents[Name]>).detail)
  window.addEventListener(siteEventType(name), handler)
  return () => window.removeEventListener(siteEventType(name), handler)
}

export const openConsultationModal = () => emitSiteEvent('open-consultation-modal')
export const onOpenConsultationModal = (listener: () => void) => onSiteEvent('open-consultation-modal', listener)
export const openChat = () => emitSiteEvent('open-chat')
export const onOpenChat = (listener: () => void) => onSiteEvent('open-chat', listener)
export const openServiceAvailabilityModal = (request: ServiceAvailabilityRequest = {}) =>
  emitSiteEvent('open-service-availability-modal', request)
export const onOpenServiceAvailabilityModal = (listener: (request: ServiceAvailabilityRequest) => void) =>
  onSiteEvent('open-service-availability-modal', (request) => listener(request ?? {}))
export const onOpenEcommErrorModal = (listener: () => void) => onSiteEvent('open-ecomm-error-modal', listener)
export const openShopErrorModal = () => emitSiteEvent('ecomm-error')
export const onOpenShopErrorModal = (listener: () => void) => onSiteEvent('ecomm-error', listener)

/** Any link to this anchor opens the consultation modal instead of jumping (CTA buttons in config). */
export const CONSULTATION_MODAL_HASH = '#modal-consultation'
