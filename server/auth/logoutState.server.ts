import { DEFAULT_RETURN_PLACE, safeReturnPlace } from '../../services/auth/index.ts'
import { openJson, sealJson } from '../security/signedJson.server.ts'

/** How long the provider's "Sign out?" page may stay open before the way back forgets the page (then `/`). */
export const LOGOUT_STATE_TTL_MS = 30 * 60 * 1000

const MAX_STATE_LENGTH = 4096
const PURPOSE = 'logout-state'

/**
 * The `state` of RP-initiated logout: the return place and an expiry, signed with the site's key
 * (HMAC-SHA256), so the way back from the provider (GET /api/auth/logged-out) follows only a place this
 * server chose. Nothing is stored per sign-out, and the place is checked again when opened: even a
 * validly signed state never yields anything but a path on this site.
 */
export function sealLogoutState(place: string, key: string, now = Date.now()): string {
  return sealJson(PURPOSE, { place: safeReturnPlace(place), expires: now + LOGOUT_STATE_TTL_MS }, key)
}

/** The return place a state carries, or `/` when it is missing, altered, expired or signed with another key. */
export function openLogoutState(state: unknown, key: string, now = Date.now()): string {
  const opened = openJson(PURPOSE, state, key, MAX_STATE_LENGTH) as { place?: unknown; expires?: unknown } | undefined
  if (!opened || typeof opened !== 'object' || typeof opened.expires !== 'number' || opened.expires <= now)
    return DEFAULT_RETURN_PLACE
  return safeReturnPlace(opened.place)
}
