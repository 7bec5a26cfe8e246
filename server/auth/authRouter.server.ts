import { isSameOriginRequest, originOf } from '../security/sameOrigin.server.ts'
import { Router, urlencoded, type Request, type Response } from 'express'
import {
  SIGNED_OUT_VIEW,
  type SessionView,
  decideAppStart,
  isLoginValid,
  needsCustomerInfo,
  safeReturnPlace,
  signInHref,
  AUTH_PATHS,
  LOGIN_VALIDITY_SECONDS,
} from '../../services/auth/index.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { fetchCustomerInfo, moveRequestUrl } from '../customerApi/accountApiClient.server.ts'
import type { StoredSession } from '../storage/repositories/authStore.server.ts'
import { randomSecret as randomId } from '../storage/siteStorage.server.ts'
import { openLogoutState, sealLogoutState } from './logoutState.server.ts'
import { type AuthSettings, readAuthSettings } from './authSettings.server.ts'
import {
  COOKIE_NAMES,
  type CookiePolicy,
  TRANSACTION_TTL_MS,
  clearRedirectCookie,
  clearSessionCookie,
  clearTransactionCookie,
  readCookie,
  setRedirectCookie,
  setSessionCookie,
  setTransactionCookie,
} from './authCookies.server.ts'
import { OidcClient } from './oidcClient.server.ts'
import { signInProblemPage } from './authPages.server.ts'
import { placeForSignedOut } from './signInGate.server.ts'

/**
 * Customer sign-in (spec §4.1, §6, §7.2): the site's server is the OpenID Connect client and keeps the
 * tokens; the browser holds only an HttpOnly session cookie and reads its login state from /api/session.
 */
export function authRouter(ctx: ServerContext, settings: AuthSettings = readAuthSettings(ctx)): Router {
  const storage = ctx.storage.sessions
  const oidc = new OidcClient(settings)
  const policy: CookiePolicy = {
    secure: settings.secureCookies,
    formPost: settings.responseType === 'id_token',
    domain: settings.cookieDomain,
  }
  const logoutStateKey = ctx.storage.keys.get('logout_state_key', randomId)
  const router = Router()

  const noStore = (res: Response) => res.set('Cache-Control', 'no-store')

  /**
   * The provider's end-session URL for this login, or null to sign out locally only: no
   * end_session_endpoint, or the provider cannot be reached (sign-out never ends on an error page).
   */
  const providerSignOutUrl = async (req: Request, place: string): Promise<string | null> => {
    try {
      const url = await oidc.endSessionUrl({
        postLogoutRedirectUri: settings.postLogoutRedirectUri ?? thisSite(req, AUTH_PATHS.loggedOut),
        state: sealLogoutState(place, logoutStateKey),
      })
      return url?.href ?? null
    } catch (error) {
      console.error(`provider sign-out skipped, signed out of the site only: ${describeError(error)}`)
      return null
    }
  }

  router.get('/auth/login', async (req, res) => {
    noStore(res)
    const returnTo = safeReturnPlace(req.query.returnTo)
    const redirectUri = settings.redirectUri ?? thisSite(req, AUTH_PATHS.callback)
    try {
      const login = await oidc.loginRequest(redirectUri)
      const transactionId = randomId()
      await storage.saveTransaction(
        transactionId,
        { state: login.state, nonce: login.nonce, codeVerifier: login.codeVerifier, redirectUri, returnTo },
        TRANSACTION_TTL_MS,
      )
      setTransactionCookie(res, policy, transactionId)
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
  })

  const callback = async (req: Request, res: Response) => {
    noStore(res)
    const params =
      req.method === 'POST'
        ? new URLSearchParams(req.body as Record<string, string>)
        : new URL(req.originalUrl, 'http://x').searchParams
    const transactionId = readCookie(req, COOKIE_NAMES.transaction)
    clearTransactionCookie(res, policy)
    const transaction = transactionId ? await storage.takeTransaction(transactionId) : null
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
      res.redirect(303, placeForSignedOut(ctx, transaction.returnTo))
      return
    }
    try {
      const verified = await oidc.completeSignIn(params, transaction.redirectUri, transaction)
      // A fresh session id at every sign-in (no session fixation); the previous login ends here.
      const previous = readCookie(req, COOKIE_NAMES.session)
      if (previous) await storage.deleteSession(previous)
      const now = Date.now()
      const sessionId = randomId()
      const session: StoredSession = {
        ...verified,
        customer: null,
        ipAddress: req.ip ?? null,
        signedInAt: now,
        expiresAt: now + LOGIN_VALIDITY_SECONDS * 1000,
      }
      session.customer = await customerInfoOf(ctx, session, session.ipAddress)
      await storage.createSession(sessionId, session)
      setSessionCookie(res, policy, sessionId)
      const decision = decideAppStart({
        redirectPending: readCookie(req, COOKIE_NAMES.redirect) !== undefined,
        loginValid: true,
        customerInfoMissing: needsCustomerInfo(session.customer),
      })
      if (decision.kind === 'complete-redirect') {
        clearRedirectCookie(res, policy)
        res.redirect(303, moveRequestUrl(ctx.upstreams.accountApi))
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
  router.get('/auth/callback', callback)
  router.post('/auth/callback', urlencoded({ extended: false, limit: '16kb' }), callback)

  /**
   * Sign-out (spec §4.1 "Logout"): the server-side session ends and the login cookies are deleted first,
   * whatever happens next. Then the browser goes to the provider's end_session_endpoint (RP-initiated
   * logout), so the provider's own session ends too and the next "Sign In" on a shared computer asks for a
   * password; the provider sends it back to GET /api/auth/logged-out with the signed return place.
   * Without an end_session_endpoint, or when the provider cannot be reached, it goes straight back.
   */
  router.post('/auth/logout', urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    noStore(res)
    // Also checked by the /api middleware; kept here so the router is safe wherever it is mounted.
    if (!isSameOriginRequest(req, originOf(ctx.site().config.brand.siteUrl))) {
      res.status(403).json({ error: 'forbidden', message: 'Sign-out must come from this site.' })
      return
    }
    const sessionId = readCookie(req, COOKIE_NAMES.session)
    const session = sessionId ? await storage.findSession(sessionId) : null
    if (sessionId) await storage.deleteSession(sessionId)
    clearSessionCookie(res, policy)
    clearRedirectCookie(res, policy)
    clearTransactionCookie(res, policy)
    // Back to the page the customer was on, unless only signed-in customers may see it.
    const place = placeForSignedOut(ctx, (req.body as Record<string, unknown> | undefined)?.returnTo)
    // Without a login there is no provider session of this site to end (signed out in another tab, or expired).
    const providerUrl = session ? await providerSignOutUrl(req, place) : null
    const next = providerUrl ?? place
    if (req.accepts(['html', 'json']) === 'json')
      res.json({ redirect_to: next, ends_provider_session: providerUrl !== null } satisfies SignOutView)
    else res.redirect(303, next)
  })

  // The provider's way back after it ended its session (post_logout_redirect_uri): only to the signed place.
  router.get('/auth/logged-out', (req, res) => {
    noStore(res)
    res.redirect(303, placeForSignedOut(ctx, openLogoutState(req.query.state, logoutStateKey)))
  })

  // Signing out by GET would let any page sign a customer out with an <img>; only the POST exists.
  router.get('/auth/logout', (_req, res) => {
    res
      .set('Allow', 'POST')
      .status(405)
      .json({ error: 'method_not_allowed', message: 'Sign out with POST /api/auth/logout.' })
  })

  router.get('/session', async (req, res) => {
    noStore(res)
    res.set('Vary', 'Cookie')
    const sessionId = readCookie(req, COOKIE_NAMES.session)
    const session = sessionId ? await storage.findSession(sessionId) : null
    const now = Date.now()
    const decision = decideAppStart({
      redirectPending: false,
      loginValid: session !== null && isLoginValid(session.signedInAt, now),
      customerInfoMissing: needsCustomerInfo(session?.customer),
    })
    if (decision.kind === 'clear' || !session || !sessionId) {
      if (sessionId) {
        await storage.deleteSession(sessionId)
        clearSessionCookie(res, policy)
      }
      res.json(SIGNED_OUT_VIEW satisfies SessionView)
      return
    }
    if (decision.fetchCustomerInfo) {
      session.customer = await customerInfoOf(ctx, session, req.ip ?? null)
      await storage.updateCustomer(sessionId, session.customer)
    }
    res.json({ is_logged_in: true, expiration: session.expiresAt, user_data: session.customer } satisfies SessionView)
  })

  router.get('/auth/move-request', async (req, res) => {
    noStore(res)
    const sessionId = readCookie(req, COOKIE_NAMES.session)
    const session = sessionId ? await storage.findSession(sessionId) : null
    if (session && isLoginValid(session.signedInAt, Date.now())) {
      clearRedirectCookie(res, policy)
      res.redirect(303, moveRequestUrl(ctx.upstreams.accountApi))
      return
    }
    // §2.10: remember the move request, sign in, then come straight back here and on to the move request.
    setRedirectCookie(res, policy)
    res.redirect(303, signInHref(AUTH_PATHS.moveRequest))
  })

  return router
}

/** What POST /api/auth/logout answers a JSON client: where the browser goes next to finish the sign-out. */
export interface SignOutView {
  /** The provider's end-session URL, or the return place on this site when only the local session could end. */
  redirect_to: string
  ends_provider_session: boolean
}

/** A URL on this server as the visitor reached it (the embedded provider's loopback hosts). */
function thisSite(req: Request, path: string): string {
  return `${req.protocol}://${req.get('host')}${path}`
}

/**
 * The customer info from the account API, sent the login's access token. An id_token is never sent as a
 * bearer (issue 28: it is not a credential, and the account API takes access tokens only); a provider that
 * issues only id_tokens (OIDC_RESPONSE_TYPE=id_token) leaves the info empty, as the spec's failed call does.
 */
async function customerInfoOf(ctx: ServerContext, session: StoredSession, customerIp: string | null) {
  if (!session.accessToken) return {}
  return fetchCustomerInfo(ctx.upstreams.accountApi.baseUrl, session.accessToken, customerIp)
}

/** The library's reason and its cause, e.g. "unexpected JWT claim value encountered (claim: nonce)", for the log. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { code, cause } = error as Error & { code?: string; cause?: unknown }
  const detail =
    cause instanceof Error
      ? cause.message
      : cause && typeof cause === 'object'
        ? JSON.stringify(cause).slice(0, 200)
        : ''
  return [error.message, code && `[${code}]`, detail && `(${detail})`].filter(Boolean).join(' ')
}
