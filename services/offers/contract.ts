/**
 * The contract between the offer claim form and the site's own endpoint, `POST /api/offer-claims`.
 * The server decides everything that matters (partner, offer, eligibility) from its own config and the
 * customer API; the browser only says who is claiming, from which page.
 */
import type { LeadAttribution, LeadPage } from '../leads/contract.ts'

export interface OfferClaimContact {
  firstName: string
  lastName: string
  email: string
  /** As typed with the mask, e.g. "(312) 555-0142"; the server keeps the digits. */
  phone: string
}

export interface OfferClaimRequest {
  /** A UUID made once per submission and reused on every retry, so a claim is never made twice. */
  idempotencyKey: string
  /** The form's id on the page, e.g. "shieldline-family-claim-form". */
  formId: string
  page: LeadPage
  /** As typed; spaces and dashes are dropped by the server. */
  customerNumber: string
  contact: OfferClaimContact
  attribution?: LeadAttribution
}

/** Why a claim was turned away; each has its message in site-config/offers.json. */
export type OfferRefusal = 'notActive' | 'unknownCustomer' | 'alreadyClaimed'

/** 202: verified and stored; the partner and the e-mail are reached afterwards. */
export interface OfferClaimAccepted {
  status: 'accepted'
  claimId: string
  /** True when this idempotency key was already accepted (a retry or double click). */
  duplicate: boolean
  message: string
}

/** 200: the customer may not claim (not active, not found, already claimed). */
export interface OfferClaimRefused {
  status: 'refused'
  reason: OfferRefusal
  message: string
}

/** 400: the spec's message per field. */
export interface OfferClaimInvalid {
  status: 'invalid'
  message: string
  fieldErrors: Record<string, string>
}

/** The customer could not be checked (customer API down) or the claim not stored: nothing was claimed. */
export interface OfferClaimUnavailable {
  status: 'unavailable'
  message: string
}

/**
 * 429, with Retry-After in seconds: too many attempts from this address or for this customer number within
 * the configured window. Nothing was checked or claimed; the same claim may be sent again later.
 */
export interface OfferClaimLimited {
  status: 'limited'
  message: string
}

export type OfferClaimResult =
  OfferClaimAccepted | OfferClaimRefused | OfferClaimInvalid | OfferClaimUnavailable | OfferClaimLimited

export const OFFER_CLAIMS_ENDPOINT = '/api/offer-claims'

/** The offer variants, by the route suffix (/{partner-offer}-family, /{partner-offer}-security). */
export const OFFER_VARIANTS = ['family', 'security'] as const
export type OfferVariant = (typeof OFFER_VARIANTS)[number]
