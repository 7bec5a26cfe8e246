import type { ServerContext } from '../ServerContext.server.ts'
import { UpstreamConfigError } from '../upstreams.server.ts'
import { AuthStorage, randomId } from './authStorage.server.ts'

/** How the site signs customers in, read once from the environment (or the embedded provider). */
export interface AuthSettings {
  issuer: string
  clientId: string
  clientSecret: string
  /**
   * The registered callback URL. Null only with the embedded provider: the callback is then this server's
   * `/api/auth/callback` on the host the visitor used (localhost or 127.0.0.1), so the transaction cookie
   * set at login comes back with the callback.
   */
  redirectUri: string | null
  /** `code` (PKCE, the default) or `id_token` (form_post) for providers that offer only that. */
  responseType: 'code' | 'id_token'
  /** id_token signature algorithms accepted; anything else (and `none`) is rejected. */
  idTokenAlgorithm: string
  /** Secure cookies: always in production; the form_post transaction cookie is always Secure (SameSite=None needs it). */
  secureCookies: boolean
  embedded: boolean
}

export const EMBEDDED_CLIENT_ID = 'harbor-site'

/** A sign-in setting that cannot work; the server refuses to start with it, like a half-configured upstream. */
export class AuthConfigError extends UpstreamConfigError {}

export function readAuthSettings(ctx: ServerContext): AuthSettings {
  const env = ctx.env
  const upstream = ctx.upstreams.identityProvider
  const responseType = (env.OIDC_RESPONSE_TYPE ?? 'code').trim()
  if (responseType !== 'code' && responseType !== 'id_token') {
    throw new AuthConfigError(`OIDC_RESPONSE_TYPE must be "code" or "id_token" (found "${responseType}")`)
  }
  const idTokenAlgorithm = env.OIDC_ID_TOKEN_ALG?.trim() || 'RS256'
  if (idTokenAlgorithm.toLowerCase() === 'none' || idTokenAlgorithm.startsWith('HS')) {
    throw new AuthConfigError('OIDC_ID_TOKEN_ALG must be an asymmetric signature algorithm such as RS256, PS256 or ES256')
  }
  const redirectUri = env.OIDC_REDIRECT_URI?.trim() || null
  if (upstream.mode === 'remote') {
    if (!redirectUri) throw new AuthConfigError('OIDC_ISSUER is set, so OIDC_REDIRECT_URI (this site\'s https://…/api/auth/callback) is required')
    return {
      issuer: upstream.baseUrl,
      clientId: env.OIDC_CLIENT_ID!,
      clientSecret: env.OIDC_CLIENT_SECRET!,
      redirectUri,
      responseType,
      idTokenAlgorithm,
      secureCookies: ctx.production,
      embedded: false,
    }
  }
  return {
    issuer: upstream.baseUrl,
    clientId: EMBEDDED_CLIENT_ID,
    clientSecret: embeddedClientSecret(ctx),
    redirectUri,
    responseType,
    idTokenAlgorithm: 'RS256',
    secureCookies: ctx.production,
    embedded: true,
  }
}

/** The site's secret at the embedded provider: random, made once per database, never used with a remote issuer. */
export function embeddedClientSecret(ctx: ServerContext): string {
  return new AuthStorage(ctx.db).embeddedSecret('client_secret', randomId)
}
