import type { Request } from 'express'
import { firstNameOf } from '../../services/auth/index.ts'
import type { SignedInCustomer } from '../../runtime/PageModel.ts'
import type { AuthStore } from '../storage/repositories/authStore.server.ts'
import { COOKIE_NAMES, readCookie } from './authCookies.server.ts'
import { currentSession } from './currentSession.server.ts'

/**
 * The customer a page request is signed in as, for the page's header and footer: null without the session
 * cookie (no database read for anonymous visitors), or when the login is gone or too old.
 */
export function signedInCustomerOf(sessions: AuthStore) {
  return async (req: Request): Promise<SignedInCustomer | null> => {
    if (!readCookie(req, COOKIE_NAMES.session)) return null
    const session = await currentSession(sessions, req)
    return session ? { firstName: firstNameOf(session.customer) } : null
  }
}

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE_NAMES.session}=`)

/** Whether a request carries the session cookie: such requests skip the static fast path (their page names them). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader)
}
