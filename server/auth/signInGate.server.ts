import type { RequestHandler } from 'express'
import { DEFAULT_RETURN_PLACE, safeReturnPlace, signInHref } from '../../services/auth/index.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { currentSession } from './currentSession.server.ts'

/**
 * Pages whose layout requires sign-in (`"signIn": "required"`, e.g. secureWithLogin) start the sign-in
 * when no customer is signed in, and come back to the page afterwards. What passes the gate carries the session
 * cookie, so its page (the account page's HTML holds the customer's details) is answered `private, no-store`.
 */
export function signInGate(ctx: ServerContext): RequestHandler {
  const storage = ctx.storage.sessions
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (!requiresSignIn(ctx, req.originalUrl)) return next()
    if (await currentSession(storage, req)) return next()
    res.set('Cache-Control', 'no-store')
    res.redirect(303, signInHref(req.originalUrl))
  }
}

/** Whether the page at this site-relative URL is only for signed-in customers. */
export function requiresSignIn(ctx: ServerContext, url: string): boolean {
  const page = ctx.site().resolve(url)
  return page.status === 200 && page.layout.signIn === 'required'
}

/**
 * Where a visitor who is not signed in (after sign-out, or a cancelled sign-in) goes back to: the safe
 * return place, or the home page when that page is only for signed-in customers (it would start a new
 * sign-in at once).
 */
export function placeForSignedOut(ctx: ServerContext, candidate: unknown): string {
  const place = safeReturnPlace(candidate)
  return requiresSignIn(ctx, place) ? DEFAULT_RETURN_PLACE : place
}
