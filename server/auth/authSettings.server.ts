import type { ServerContext } from '../ServerContext.server.ts'
import { AUTH_PATHS } from '../../services/auth/index.ts'
import { UpstreamConfigError } from '../upstreams.server.ts'
import { randomSecret } from '../storage/siteStorage.server.ts'

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
  /**
   * Where the provider sends the browser back after ending its session (RP-initiated logout), registered
   * with the provider: OIDC_POST_LOGOUT_REDIRECT_URI, or `/api/auth/logged-out` beside the callback. Null,
   * like redirectUri, only with the embedded provider on the host the visitor used.
   */
  postLogoutRedirectUri: string | null
  /**
   * COOKIE_DOMAIN: the sign-in cookies carry `Domain=` this, so sub-domains of the company domain share the
   * login (spec: cookies are "set on the company domain"). Null: host-only cookies.
   */
  cookieDomain: string | null
  /** `code` (PKCE, the default) or `id_token` (form_post) for providers that offer only that. */
  responseType: 'code' | 'id_token'
  /** id_token signature algorithms accepted; anything else (and `none`) is rejected. */
  idTokenAlgorithm: string
  /**
   * OIDC_TIMEOUT_SECONDS: how long one call to the provider (discovery, token, keys) may take. A visitor waits
   * on it at sign-in and sign-out, so it is 10 s rather than openid-client's 30 s; sign-out then falls back
   * to ending the site session only.
   */
  requestTimeoutSeconds: number
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
    throw new AuthConfigError(
      'OIDC_ID_TOKEN_ALG must be an asymmetric signature algorithm such as RS256, PS256 or ES256',
    )
  }
  const redirectUri = httpUrlSetting('OIDC_REDIRECT_URI', env.OIDC_REDIRECT_URI)
  const postLogoutRedirectUri =
    httpUrlSetting('OIDC_POST_LOGOUT_REDIRECT_URI', env.OIDC_POST_LOGOUT_REDIRECT_URI) ??
    (redirectUri ? new URL(AUTH_PATHS.loggedOut, redirectUri).href : null)
  if (upstream.mode === 'remote' && !redirectUri) {
    throw new AuthConfigError(
      "OIDC_ISSUER is set, so OIDC_REDIRECT_URI (this site's https://…/api/auth/callback) is required",
    )
  }
  const cookieDomain = readCookieDomain(env.COOKIE_DOMAIN, redirectUri)
  const requestTimeoutSeconds = readTimeoutSeconds(env.OIDC_TIMEOUT_SECONDS)
  const common = {
    issuer: upstream.baseUrl,
    redirectUri,
    postLogoutRedirectUri,
    cookieDomain,
    responseType,
    requestTimeoutSeconds,
    secureCookies: ctx.production,
  } satisfies Partial<AuthSettings>
  if (upstream.mode === 'remote') {
    return {
      ...common,
      clientId: env.OIDC_CLIENT_ID!,
      clientSecret: env.OIDC_CLIENT_SECRET!,
      idTokenAlgorithm,
      embedded: false,
    }
  }
  if (responseType === 'id_token')
    throw new AuthConfigError(
      'OIDC_RESPONSE_TYPE=id_token needs OIDC_ISSUER: the embedded provider offers the authorization code flow only',
    )
  // The embedded provider signs with RS256 whatever OIDC_ID_TOKEN_ALG says.
  return {
    ...common,
    clientId: EMBEDDED_CLIENT_ID,
    clientSecret: embeddedClientSecret(ctx),
    idTokenAlgorithm: 'RS256',
    embedded: true,
  }
}

const DEFAULT_OIDC_TIMEOUT_SECONDS = 10

/** OIDC_TIMEOUT_SECONDS, checked at start: whole seconds from 1 to 60. */
function readTimeoutSeconds(value: string | undefined): number {
  const raw = value?.trim()
  if (!raw) return DEFAULT_OIDC_TIMEOUT_SECONDS
  const seconds = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  if (!(seconds >= 1 && seconds <= 60))
    throw new AuthConfigError(`OIDC_TIMEOUT_SECONDS must be whole seconds from 1 to 60 (found "${raw}")`)
  return seconds
}

/** The site's secret at the embedded provider: random, made once per database, never used with a remote issuer. */
export function embeddedClientSecret(ctx: ServerContext): string {
  return ctx.storage.keys.get('client_secret', randomSecret)
}

/**
 * COOKIE_DOMAIN, checked at start: a domain name without the leading dot (RFC 6265 ignores it; written
 * without, there is one spelling), at least two labels, not an IP address, and the site's own host (from
 * OIDC_REDIRECT_URI) must be it or end with `.` + it — browsers drop a cookie for any other domain, and
 * sign-in would then silently never stick.
 */
export function readCookieDomain(value: string | undefined, siteUrl: string | null): string | null {
  const raw = value?.trim()
  if (!raw) return null
  if (raw.startsWith('.')) {
    throw new AuthConfigError(
      `COOKIE_DOMAIN must be written without the leading dot (found "${raw}", write "${raw.replace(/^\.+/, '')}")`,
    )
  }
  const domain = raw.toLowerCase()
  if (!isDomainName(domain)) {
    throw new AuthConfigError(
      `COOKIE_DOMAIN must be a domain name such as example.com, without scheme, port or path (found "${raw}")`,
    )
  }
  if (!siteUrl)
    throw new AuthConfigError(
      "COOKIE_DOMAIN is set, so OIDC_REDIRECT_URI is required: the site's host must lie inside the cookie domain",
    )
  const host = new URL(siteUrl).hostname.toLowerCase()
  if (host !== domain && !host.endsWith(`.${domain}`)) {
    throw new AuthConfigError(
      `COOKIE_DOMAIN "${domain}" does not contain the site's host "${host}" (from OIDC_REDIRECT_URI): browsers would refuse the sign-in cookies`,
    )
  }
  return domain
}

function isDomainName(value: string): boolean {
  const labels = value.split('.')
  // One label ("localhost", "com") is refused by browsers as a cookie domain; a numeric last label is an IP address.
  if (value.length > 253 || labels.length < 2 || /^\d+$/.test(labels.at(-1)!)) return false
  return labels.every((label) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(label))
}

/** An optional absolute http(s) URL setting; a typo fails at start instead of at the first sign-in. */
function httpUrlSetting(name: string, value: string | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  if (!URL.canParse(trimmed) || !/^https?:$/.test(new URL(trimmed).protocol)) {
    throw new AuthConfigError(`${name} must be an absolute http(s) URL (found "${trimmed}")`)
  }
  return trimmed
}
