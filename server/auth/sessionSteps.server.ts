import type { Request, Response } from 'express'
import {
  SIGNED_OUT_VIEW,
  type SessionView,
  AUTH_PATHS,
  decideAppStart,
  isLoginValid,
  needsCustomerInfo,
  signInHref,
} from '../../services/auth/index.ts'
import { chatContextKeyFor } from '../chat/chatContextKey.server.ts'
import { moveRequestUrl } from '../customerApi/accountApiClient.server.ts'
import {
  COOKIE_NAMES,
  clearRedirectCookie,
  clearSessionCookie,
  readCookie,
  setRedirectCookie,
} from './authCookies.server.ts'
import { type AuthParts, noStore } from './authSteps.server.ts'
import { sessionCustomerInfo } from './sessionCustomerInfo.server.ts'

/**
 * GET /api/session, the login state page scripts read (spec §3.3, §4.1): signed out (and the session
 * cleared) when the login is gone or too old; the customer info fetched when none is stored or it has no sites.
 */
export function loginState(parts: AuthParts) {
  return async (req: Request, res: Response): Promise<void> => {
    noStore(res)
    res.set('Vary', 'Cookie')
    const sessionId = readCookie(req, COOKIE_NAMES.session)
    const session = sessionId ? await parts.storage.findSession(sessionId) : null
    const now = Date.now()
    const decision = decideAppStart({
      redirectPending: false,
      loginValid: session !== null && isLoginValid(session.signedInAt, now),
      customerInfoMissing: needsCustomerInfo(session?.customer),
    })
    if (decision.kind === 'clear' || !session || !sessionId) {
      if (sessionId) {
        await parts.storage.deleteSession(sessionId)
        clearSessionCookie(res, parts.policy)
      }
      res.json(SIGNED_OUT_VIEW satisfies SessionView)
      return
    }
    if (decision.fetchCustomerInfo)
      await sessionCustomerInfo(parts.ctx, parts.storage, sessionId, session, req.ip ?? null)
    // The chat's key for this customer, derived here (never from anything the browser holds); it ends with the login.
    const chatKey = chatContextKeyFor(parts.ctx, session.customer)
    res.json({
      is_logged_in: true,
      expiration: session.expiresAt,
      user_data: session.customer,
      chat_context_key: chatKey,
      chat_context_key_expiration: chatKey ? session.expiresAt : null,
    } satisfies SessionView)
  }
}

/**
 * GET /api/auth/move-request (spec §2.10): signed in, on to {account-api}/moverequest; otherwise remember the
 * move request (redirect cookie), sign in, then come straight back here and on to the move request.
 */
export function moveRequest(parts: AuthParts) {
  return async (req: Request, res: Response): Promise<void> => {
    noStore(res)
    const sessionId = readCookie(req, COOKIE_NAMES.session)
    const session = sessionId ? await parts.storage.findSession(sessionId) : null
    if (session && isLoginValid(session.signedInAt, Date.now())) {
      clearRedirectCookie(res, parts.policy)
      res.redirect(303, moveRequestUrl(parts.ctx.upstreams.accountApi))
      return
    }
    // §2.10: remember the move request, sign in, then come straight back here and on to the move request.
    setRedirectCookie(res, parts.policy)
    res.redirect(303, signInHref(AUTH_PATHS.moveRequest))
  }
}
