import Cookies from 'js-cookie'
import type { LeadAttribution } from '../leads/contract.ts'
import {
  type AttributionSettings,
  LEAD_SUBMITTED_KEY,
  attributionCookieOptions,
  attributionCookiesFromQuery,
  readAttribution,
} from './core.ts'

/**
 * The browser side of attribution: reads and writes the real cookies and storage. Every function is a
 * no-op on the server, and storage errors (private mode, blocked cookies) never break a form.
 */

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind]
  } catch {
    return null
  }
}

const noStorage = { getItem: () => null }

/** The "utm-cookies" step of every page load (spec §7.5): keeps the query's UTM values and click ids. */
export function storeAttributionFromLocation(
  settings: AttributionSettings,
  location: Location = window.location,
): void {
  const query = new URLSearchParams(location.search)
  const options = attributionCookieOptions(location.hostname, location.protocol, settings)
  for (const cookie of attributionCookiesFromQuery(query, settings)) Cookies.set(cookie.name, cookie.value, options)
}

/** What the lead being submitted carries. */
export function currentAttribution(settings: AttributionSettings): LeadAttribution {
  if (typeof window === 'undefined') return {}
  return readAttribution(
    {
      query: new URLSearchParams(window.location.search),
      cookies: Cookies.get(),
      sessionStorage: safeStorage('sessionStorage') ?? noStorage,
    },
    settings,
  )
}

/** Spec §4.2: set after an accepted lead. */
export function markLeadSubmitted(): void {
  try {
    safeStorage('localStorage')?.setItem(LEAD_SUBMITTED_KEY, 'true')
  } catch {
    // Storage full or blocked: the lead form just keeps showing.
  }
}

export function hasSubmittedLead(): boolean {
  try {
    return safeStorage('localStorage')?.getItem(LEAD_SUBMITTED_KEY) === 'true'
  } catch {
    return false
  }
}

/** A value kept for the browser session, e.g. the inspection page's referral code. */
export function sessionValue(key: string): string | null {
  try {
    return safeStorage('sessionStorage')?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function setSessionValue(key: string, value: string): void {
  try {
    safeStorage('sessionStorage')?.setItem(key, value)
  } catch {
    // Blocked storage: the value simply is not remembered.
  }
}

export function removeSessionValue(key: string): void {
  try {
    safeStorage('sessionStorage')?.removeItem(key)
  } catch {
    // Blocked storage: there was nothing to forget.
  }
}
