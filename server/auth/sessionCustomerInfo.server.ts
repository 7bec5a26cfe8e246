import type { Request } from 'express'
import { type CustomerInfo, needsCustomerInfo } from '../../services/auth/index.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import type { AuthStore, StoredSession } from '../storage/repositories/authStore.server.ts'
import { COOKIE_NAMES, readCookie } from './authCookies.server.ts'
import { customerInfoOf } from './authSteps.server.ts'
import { currentSession } from './currentSession.server.ts'

/**
 * The session's customer info (spec §3.2), fetched from the account API and kept with the session when none is
 * kept or it has no sites (§4.1). GET /api/session and the account page's server HTML both read it here, so the
 * page shows exactly what the session answers its owner.
 */
export async function sessionCustomerInfo(
  ctx: ServerContext,
  storage: AuthStore,
  sessionId: string,
  session: StoredSession,
  customerIp: string | null,
): Promise<CustomerInfo> {
  if (session.customer && !needsCustomerInfo(session.customer)) return session.customer
  session.customer = await customerInfoOf(ctx, session, customerIp)
  await storage.updateCustomer(sessionId, session.customer)
  return session.customer
}

/**
 * The customer info of the request's signed-in customer, for a page rendered for them (the account page): null
 * without the session cookie (no database read) or when the login is gone or too old.
 */
export function signedInCustomerInfoOf(ctx: ServerContext) {
  return async (req: Request): Promise<CustomerInfo | null> => {
    const sessionId = readCookie(req, COOKIE_NAMES.session)
    if (!sessionId) return null
    const session = await currentSession(ctx.storage.sessions, req)
    return session ? sessionCustomerInfo(ctx, ctx.storage.sessions, sessionId, session, req.ip ?? null) : null
  }
}
