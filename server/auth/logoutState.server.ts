import { createHmac, timingSafeEqual } from 'node:crypto'
import { DEFAULT_RETURN_PLACE, safeReturnPlace } from '../../services/auth/index.ts'

/** How long the provider's "Sign out?" page may stay open before the way back forgets the page (then `/`). */
export const LOGOUT_STATE_TTL_MS = 30 * 60 * 1000

const MAX_STATE_LENGTH = 4096

/**
 * The `state` of RP-initiated logout: the return place and an expiry, signed with the site's key
 * (HMAC-SHA256), so the way back from the provider (GET /api/auth/logged-out) follows only a place this
 * server chose. Nothing is stored per sign-out, and the place is checked again when opened: even a
 * validly signed state never yields anything but a path on this site.
 */
export function sealLogoutState(place: string, key: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ place: safeReturnPlace(place), expires: now + LOGOUT_STATE_TTL_MS }),
  ).toString('base64url')
  return `${payload}.${sign(payload, key)}`
}

/** The return place a state carries, or `/` when it is missing, altered, expired or signed with another key. */
export function openLogoutState(state: unknown, key: string, now = Date.now()): string {
  if (typeof state !== 'string' || state.length > MAX_STATE_LENGTH) return DEFAULT_RETURN_PLACE
  const [payload, signature, ...rest] = state.split('.')
  if (!payload || !signature || rest.length > 0 || !sameText(signature, sign(payload, key))) return DEFAULT_RETURN_PLACE
  try {
    const { place, expires } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      place?: unknown
      expires?: unknown
    }
    if (typeof expires !== 'number' || expires <= now) return DEFAULT_RETURN_PLACE
    return safeReturnPlace(place)
  } catch {
    return DEFAULT_RETURN_PLACE
  }
}

function sign(payload: string, key: string): string {
  return createHmac('sha256', key).update(`logout-state.${payload}`).digest('base64url')
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
