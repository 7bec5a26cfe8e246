import type { Request, Response } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import { fetchCustomerInfo } from '../customerApi/accountApiClient.server.ts'
import type { AuthStore, StoredSession } from '../storage/repositories/authStore.server.ts'
import type { AuthSettings } from './authSettings.server.ts'
import type { CookiePolicy } from './authCookies.server.ts'
import type { OidcClient } from './oidcClient.server.ts'

/** What every step of sign-in, sign-out and the login state works with, built once by authRouter. */
export interface AuthParts {
  ctx: ServerContext
  settings: AuthSettings
  storage: AuthStore
  oidc: OidcClient
  policy: CookiePolicy
  /** The key that signs sign-out's return place (logoutState.server.ts). */
  logoutStateKey: string
}

export function noStore(res: Response): void {
  res.set('Cache-Control', 'no-store')
}

/** A URL on this server as the visitor reached it (the embedded provider's loopback hosts). */
export function thisSite(req: Request, path: string): string {
  return `${req.protocol}://${req.get('host')}${path}`
}

/**
 * The customer info from the account API, sent the login's access token. An id_token is never sent as a
 * bearer (issue 28: it is not a credential, and the account API takes access tokens only); a provider that
 * issues only id_tokens (OIDC_RESPONSE_TYPE=id_token) leaves the info empty, as the spec's failed call does.
 */
export async function customerInfoOf(ctx: ServerContext, session: StoredSession, customerIp: string | null) {
  if (!session.accessToken) return {}
  return fetchCustomerInfo(ctx.upstreams.accountApi.baseUrl, session.accessToken, customerIp)
}

/** The library's reason and its cause, e.g. "unexpected JWT claim value encountered (claim: nonce)", for the log. */
export function describeError(error: unknown): string {
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
