import type { Request, Response } from 'express'
import { AUTH_PATHS } from '../../services/auth/index.ts'
import { isSameOriginRequest, originOf } from '../security/sameOrigin.server.ts'
import { openLogoutState, sealLogoutState } from './logoutState.server.ts'
import {
  COOKIE_NAMES,
  clearRedirectCookie,
  clearSessionCookie,
  clearTransactionCookie,
  readCookie,
} from './authCookies.server.ts'
import { type AuthParts, describeError, noStore, thisSite } from './authSteps.server.ts'
import { placeForSignedOut } from './signInGate.server.ts'

/** What POST /api/auth/logout answers a JSON client: where the browser goes next to finish the sign-out. */
export interface SignOutView {
  /** The provider's end-session URL, or the return place on this site when only the local session could end. */
  redirect_to: string
  ends_provider_session: boolean
}

/**
 * POST /api/auth/logout, sign-out (spec §4.1 "Logout"): the server-side session ends and the login cookies
 * are deleted first, whatever happens next. Then the browser goes to the provider's end_session_endpoint
 * (RP-initiated logout), so the provider's own session ends too and the next "Sign In" on a shared computer
 * asks for a password; the provider sends it back to GET /api/auth/logged-out with the signed return place.
 * Without an end_session_endpoint, or when the provider cannot be reached, it goes straight back.
 */
export function signOut(parts: AuthParts) {
  return async (req: Request, res: Response): Promise<void> => {
    noStore(res)
    // Also checked by the /api middleware; kept here so the router is safe wherever it is mounted.
    if (!isSameOriginRequest(req, originOf(parts.ctx.site().config.brand.siteUrl))) {
      res.status(403).json({ error: 'forbidden', message: 'Sign-out must come from this site.' })
      return
    }
    const sessionId = readCookie(req, COOKIE_NAMES.session)
    const session = sessionId ? await parts.storage.findSession(sessionId) : null
    if (sessionId) await parts.storage.deleteSession(sessionId)
    clearSessionCookie(res, parts.policy)
    clearRedirectCookie(res, parts.policy)
    clearTransactionCookie(res, parts.policy)
    // Back to the page the customer was on, unless only signed-in customers may see it.
    const place = placeForSignedOut(parts.ctx, (req.body as Record<string, unknown> | undefined)?.returnTo)
    // Without a login there is no provider session of this site to end (signed out in another tab, or expired).
    const providerUrl = session ? await providerSignOutUrl(parts, req, place) : null
    const next = providerUrl ?? place
    if (req.accepts(['html', 'json']) === 'json')
      res.json({ redirect_to: next, ends_provider_session: providerUrl !== null } satisfies SignOutView)
    else res.redirect(303, next)
  }
}

/** GET /api/auth/logged-out, the provider's way back after it ended its session: only to the signed place. */
export function cameBackFromSignOut(parts: AuthParts) {
  return (req: Request, res: Response): void => {
    noStore(res)
    res.redirect(303, placeForSignedOut(parts.ctx, openLogoutState(req.query.state, parts.logoutStateKey)))
  }
}

/**
 * The provider's end-session URL for this login, or null to sign out locally only: no
 * end_session_endpoint, or the provider cannot be reached (sign-out never ends on an error page).
 */
async function providerSignOutUrl(parts: AuthParts, req: Request, place: string): Promise<string | null> {
  try {
    const url = await parts.oidc.endSessionUrl({
      postLogoutRedirectUri: parts.settings.postLogoutRedirectUri ?? thisSite(req, AUTH_PATHS.loggedOut),
      state: sealLogoutState(place, parts.logoutStateKey),
    })
    return url?.href ?? null
  } catch (error) {
    console.error(`provider sign-out skipped, signed out of the site only: ${describeError(error)}`)
    return null
  }
}
