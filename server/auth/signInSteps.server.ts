import type { Request, Response } from 'express'
import {
  LOGIN_VALIDITY_SECONDS,
  decideAppStart,
  needsCustomerInfo,
  safeReturnPlace,
  signInHref,
  AUTH_PATHS,
} from '../../services/auth/index.ts'
import { moveRequestUrl } from '../customerApi/accountApiClient.server.ts'
import type { StoredSession } from '../storage/repositories/authStore.server.ts'
import { randomSecret as randomId } from '../storage/siteStorage.server.ts'
import {
  COOKIE_NAMES,
  TRANSACTION_TTL_MS,
  clearRedirectCookie,
  clearTransactionCookie,
  readCookie,
  setSessionCookie,
  setTransactionCookie,
} from './authCookies.server.ts'
import { signInProblemPage } from './authPages.server.ts'
import { type AuthParts, customerInfoOf, describeError, noStore, thisSite } from './authSteps.server.ts'
import { placeForSignedOut } from './signInGate.server.ts'

/**
 * GET /api/auth/login?returnTo=: a new transaction (state, nonce, PKCE verifier) stored server-side under
 * the transaction cookie, then on to the provider; an unreachable provider gets a page, not an error.
 */
export function startSignIn(parts: AuthParts) {
  return async (req: Request, res: Response): Promise<void> => {
    noStore(res)
    // "Sign In" in the header and footer names no page: the customer lands on the account (issue 25 item 7).
    // A page that sent the customer to sign in (the help center, a sign-in-only page) names itself.
    const returnTo = req.query.returnTo === undefined ? AUTH_PATHS.account : safeReturnPlace(req.query.returnTo)
    const redirectUri = parts.settings.redirectUri ?? thisSite(req, AUTH_PATHS.callback)
    try {
      const login = await parts.oidc.loginRequest(redirectUri)
      const transactionId = randomId()
      await parts.storage.saveTransaction(
        transactionId,
        { state: login.state, nonce: login.nonce, codeVerifier: login.codeVerifier, redirectUri, returnTo },
        TRANSACTION_TTL_MS,
      )
      setTransactionCookie(res, parts.policy, transactionId)
      res.redirect(303, login.url.href)
    } catch (error) {
      console.error('sign-in could not start:', error instanceof Error ? error.message : error)
      res
        .status(503)
        .type('html')
        .send(
          signInProblemPage(
            'Sign-in is unavailable',
            'We could not reach the sign-in service. Please try again in a few minutes.',
            signInHref(returnTo),
          ),
        )
    }
  }
}

/**
 * GET|POST /api/auth/callback: takes the transaction (one callback per sign-in), verifies the provider's
 * answer, starts a fresh session and goes back to the return place (or on to a waiting move request).
 */
export function finishSignIn(parts: AuthParts) {
  return async (req: Request, res: Response): Promise<void> => {
    noStore(res)
    const params =
      req.method === 'POST'
        ? new URLSearchParams(req.body as Record<string, string>)
        : new URL(req.originalUrl, 'http://x').searchParams
    const transactionId = readCookie(req, COOKIE_NAMES.transaction)
    clearTransactionCookie(res, parts.policy)
    const transaction = transactionId ? await parts.storage.takeTransaction(transactionId) : null
    if (!transaction) {
      res
        .status(400)
        .type('html')
        .send(
          signInProblemPage(
            'Sign-in expired',
            'This sign-in was started in another window or took too long.',
            signInHref('/'),
          ),
        )
      return
    }
    if (params.get('error') === 'access_denied') {
      // The customer cancelled at the provider: back to where they were, still signed out.
      res.redirect(303, placeForSignedOut(parts.ctx, transaction.returnTo))
      return
    }
    try {
      const verified = await parts.oidc.completeSignIn(params, transaction.redirectUri, transaction)
      // A fresh session id at every sign-in (no session fixation); the previous login ends here.
      const previous = readCookie(req, COOKIE_NAMES.session)
      if (previous) await parts.storage.deleteSession(previous)
      const now = Date.now()
      const sessionId = randomId()
      const session: StoredSession = {
        ...verified,
        customer: null,
        ipAddress: req.ip ?? null,
        signedInAt: now,
        expiresAt: now + LOGIN_VALIDITY_SECONDS * 1000,
      }
      session.customer = await customerInfoOf(parts.ctx, session, session.ipAddress)
      await parts.storage.createSession(sessionId, session)
      setSessionCookie(res, parts.policy, sessionId)
      const decision = decideAppStart({
        redirectPending: readCookie(req, COOKIE_NAMES.redirect) !== undefined,
        loginValid: true,
        customerInfoMissing: needsCustomerInfo(session.customer),
      })
      if (decision.kind === 'complete-redirect') {
        clearRedirectCookie(res, parts.policy)
        res.redirect(303, moveRequestUrl(parts.ctx.upstreams.accountApi))
        return
      }
      res.redirect(303, transaction.returnTo)
    } catch (error) {
      console.error(`sign-in rejected: ${describeError(error)}`)
      res
        .status(400)
        .type('html')
        .send(
          signInProblemPage(
            'We could not sign you in',
            'The answer from the sign-in service could not be verified.',
            signInHref(transaction.returnTo),
          ),
        )
    }
  }
}
