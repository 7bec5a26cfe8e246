import type { Request } from 'express'
import { isLoginValid } from '../../services/auth/index.ts'
import type { AuthStorage, StoredSession } from './authStorage.server.ts'
import { COOKIE_NAMES, readCookie } from './authCookies.server.ts'

/** The signed-in customer's session behind this request's cookie, or null. */
export function currentSession(storage: AuthStorage, req: Request, now = Date.now()): StoredSession | null {
  const sessionId = readCookie(req, COOKIE_NAMES.session)
  const session = sessionId ? storage.findSession(sessionId, now) : null
  return session && isLoginValid(session.signedInAt, now) ? session : null
}
