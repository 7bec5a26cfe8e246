import type { Request } from 'express'
import { isLoginValid } from '../../services/auth/index.ts'
import type { AuthStore, StoredSession } from '../storage/repositories/authStore.server.ts'
import { COOKIE_NAMES, readCookie } from './authCookies.server.ts'

/** The signed-in customer's session behind this request's cookie, or null. */
export async function currentSession(
  storage: AuthStore,
  req: Request,
  now = Date.now(),
): Promise<StoredSession | null> {
  const sessionId = readCookie(req, COOKIE_NAMES.session)
  const session = sessionId ? await storage.findSession(sessionId, now) : null
  return session && isLoginValid(session.signedInAt, now) ? session : null
}
