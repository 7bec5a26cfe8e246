import { EMBEDDED_CLIENT_ID } from '../../server/auth/authSettings.server.ts'
import { AUTH_PATHS } from '../../services/auth/index.ts'
/**
 * Whether the embedded identity provider still holds a login for a browser: an authorization request for
 * the site's client with prompt=none comes back to the site's callback with a code while it does, and with
 * `error=login_required` once its session has ended. (The site asks for prompt=login at every sign-in, so
 * the provider's login form alone shows either way.) The test follows the redirects with its own cookies
 * and stops at the callback; `providerSessionFrom` reads the answer.
 */
export function providerSessionProbeUrl(issuer: string, siteOrigin: string): string {
  const authorize = new URL(`${issuer}/auth`)
  authorize.search = new URLSearchParams({
    client_id: EMBEDDED_CLIENT_ID,
    response_type: 'code',
    scope: 'openid',
    prompt: 'none',
    redirect_uri: `${siteOrigin}${AUTH_PATHS.callback}`,
    // Any valid S256 challenge: the code is never redeemed.
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'probe-state',
  }).toString()
  return authorize.href
}

/** True for a code, false for login_required; anything else is a broken probe. */
export function providerSessionFrom(callbackUrl: string): boolean {
  const answer = new URL(callbackUrl).searchParams
  if (answer.get('error') === 'login_required') return false
  if (answer.get('code')) return true
  throw new Error(`the provider answered the probe with neither a code nor login_required: ${callbackUrl}`)
}
