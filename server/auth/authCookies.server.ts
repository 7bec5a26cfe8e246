import type { CookieOptions, Request, Response } from 'express'
import { parseCookie } from 'cookie'
import { LOGIN_VALIDITY_SECONDS } from '../../services/auth/index.ts'

/** The cookies of sign-in. All are HttpOnly: page scripts read the login state only through GET /api/session. */
export const COOKIE_NAMES = {
  /** The login: a random session id; the tokens stay in the server's database. */
  session: 'harbor_session',
  /** A sign-in in progress (state, nonce, PKCE verifier live server-side under this id). */
  transaction: 'harbor_auth_tx',
  /** §2.10/§4.1: a move request is waiting for the sign-in to finish. */
  redirect: 'harbor_redirect',
} as const

export const TRANSACTION_TTL_MS = 10 * 60 * 1000

export interface CookiePolicy {
  secure: boolean
  /** With form_post the provider's callback is a cross-site POST, which only carries SameSite=None cookies. */
  formPost: boolean
  /** COOKIE_DOMAIN: the cookies are set on this domain and its sub-domains; absent, they are host-only. */
  domain?: string | null
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie
  return header ? parseCookie(header)[name] : undefined
}

export function setSessionCookie(res: Response, policy: CookiePolicy, id: string): void {
  res.cookie(COOKIE_NAMES.session, id, { ...base(policy), path: '/', maxAge: LOGIN_VALIDITY_SECONDS * 1000 })
}

export function setTransactionCookie(res: Response, policy: CookiePolicy, id: string): void {
  res.cookie(COOKIE_NAMES.transaction, id, transactionOptions(policy))
}

export function setRedirectCookie(res: Response, policy: CookiePolicy): void {
  res.cookie(COOKIE_NAMES.redirect, 'moverequest', { ...base(policy), path: '/api/auth', maxAge: TRANSACTION_TTL_MS })
}

export function clearSessionCookie(res: Response, policy: CookiePolicy): void {
  clear(res, COOKIE_NAMES.session, { ...base(policy), path: '/' })
}

export function clearTransactionCookie(res: Response, policy: CookiePolicy): void {
  const { maxAge: _unused, ...options } = transactionOptions(policy)
  clear(res, COOKIE_NAMES.transaction, options)
}

export function clearRedirectCookie(res: Response, policy: CookiePolicy): void {
  clear(res, COOKIE_NAMES.redirect, { ...base(policy), path: '/api/auth' })
}

/**
 * A cookie is deleted only with its own domain; with COOKIE_DOMAIN the host-only copy a browser may keep
 * from before the setting (or from another deployment) is deleted too.
 */
function clear(res: Response, name: string, options: CookieOptions): void {
  res.clearCookie(name, options)
  if (options.domain) {
    const { domain: _domain, ...hostOnly } = options
    res.clearCookie(name, hostOnly)
  }
}

function base(policy: CookiePolicy): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: policy.secure, ...(policy.domain ? { domain: policy.domain } : {}) }
}

function transactionOptions(policy: CookiePolicy): CookieOptions {
  return policy.formPost
    ? { ...base(policy), sameSite: 'none', secure: true, path: '/api/auth', maxAge: TRANSACTION_TTL_MS }
    : { ...base(policy), path: '/api/auth', maxAge: TRANSACTION_TTL_MS }
}
