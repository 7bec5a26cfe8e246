import { describe, expect, it } from 'vitest'
import { AuthConfigError, EMBEDDED_CLIENT_ID, readAuthSettings, readCookieDomain } from '../authSettings.server.ts'
import { UpstreamConfigError, readUpstreamSettings } from '../../upstreams.server.ts'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import type { ServerContext } from '../../ServerContext.server.ts'

function contextWith(env: NodeJS.ProcessEnv, production = false): ServerContext {
  return {
    site: () => {
      throw new Error('not needed')
    },
    upstreams: readUpstreamSettings(env, 'http://127.0.0.1:4100'),
    storage: openSqliteStorage(':memory:'),
    root: '.',
    env,
    production,
  }
}

const REMOTE = {
  OIDC_ISSUER: 'https://id.example.com',
  OIDC_CLIENT_ID: 'site',
  OIDC_CLIENT_SECRET: 's3cret',
  OIDC_REDIRECT_URI: 'https://www.example.com/api/auth/callback',
}

describe('sign-in settings', () => {
  it('use the configured provider, with Secure cookies in production', () => {
    const settings = readAuthSettings(contextWith({ ...REMOTE, NODE_ENV: 'production' }, true))
    expect(settings).toMatchObject({
      issuer: 'https://id.example.com',
      clientId: 'site',
      clientSecret: 's3cret',
      redirectUri: 'https://www.example.com/api/auth/callback',
      responseType: 'code',
      idTokenAlgorithm: 'RS256',
      secureCookies: true,
      embedded: false,
    })
  })

  it('give the provider 10 s per call unless OIDC_TIMEOUT_SECONDS says otherwise, from 1 to 60 s', () => {
    expect(readAuthSettings(contextWith(REMOTE)).requestTimeoutSeconds).toBe(10)
    expect(readAuthSettings(contextWith({ ...REMOTE, OIDC_TIMEOUT_SECONDS: '3' })).requestTimeoutSeconds).toBe(3)
    for (const bad of ['0', '61', '2.5', 'ten', '-1']) {
      expect(() => readAuthSettings(contextWith({ ...REMOTE, OIDC_TIMEOUT_SECONDS: bad }))).toThrow(
        `OIDC_TIMEOUT_SECONDS must be whole seconds from 1 to 60 (found "${bad}")`,
      )
    }
  })

  it('use the embedded provider with a generated secret that stays the same for one database', () => {
    const ctx = contextWith({})
    const first = readAuthSettings(ctx)
    expect(first).toMatchObject({
      issuer: 'http://127.0.0.1:4100/embedded/oidc',
      clientId: EMBEDDED_CLIENT_ID,
      embedded: true,
      redirectUri: null,
    })
    expect(first.clientSecret).toMatch(/^[\w-]{43}$/)
    expect(readAuthSettings(ctx).clientSecret).toBe(first.clientSecret)
    expect(readAuthSettings(contextWith({})).clientSecret).not.toBe(first.clientSecret)
  })

  it('refuse a remote provider without a redirect URI, an unknown response type, and unsafe algorithms', () => {
    const { OIDC_REDIRECT_URI: _unused, ...withoutRedirect } = REMOTE
    expect(() => readAuthSettings(contextWith(withoutRedirect))).toThrow(/OIDC_REDIRECT_URI/)
    expect(() => readAuthSettings(contextWith({ ...REMOTE, OIDC_RESPONSE_TYPE: 'token' }))).toThrow(AuthConfigError)
    expect(() => readAuthSettings(contextWith({ ...REMOTE, OIDC_ID_TOKEN_ALG: 'none' }))).toThrow(/asymmetric/)
    expect(() => readAuthSettings(contextWith({ ...REMOTE, OIDC_ID_TOKEN_ALG: 'HS256' }))).toThrow(/asymmetric/)
    // Issue 28: the embedded provider has no implicit grant.
    expect(() => readAuthSettings(contextWith({ OIDC_RESPONSE_TYPE: 'id_token' }))).toThrow(/code flow only/)
    // Reported at start like any half-configured upstream.
    expect(new AuthConfigError('x')).toBeInstanceOf(UpstreamConfigError)
  })
})

describe('the way back after sign-out (post_logout_redirect_uri)', () => {
  it('is /api/auth/logged-out beside the callback unless OIDC_POST_LOGOUT_REDIRECT_URI names another', () => {
    expect(readAuthSettings(contextWith(REMOTE)).postLogoutRedirectUri).toBe(
      'https://www.example.com/api/auth/logged-out',
    )
    const custom = { ...REMOTE, OIDC_POST_LOGOUT_REDIRECT_URI: 'https://www.example.com/signed-out' }
    expect(readAuthSettings(contextWith(custom)).postLogoutRedirectUri).toBe('https://www.example.com/signed-out')
    // The embedded provider on the visitor's loopback host: decided per request.
    expect(readAuthSettings(contextWith({})).postLogoutRedirectUri).toBeNull()
  })

  it('must be an absolute http(s) URL, like the callback', () => {
    expect(() =>
      readAuthSettings(contextWith({ ...REMOTE, OIDC_POST_LOGOUT_REDIRECT_URI: '/api/auth/logged-out' })),
    ).toThrow(/OIDC_POST_LOGOUT_REDIRECT_URI must be an absolute/)
    expect(() => readAuthSettings(contextWith({ ...REMOTE, OIDC_REDIRECT_URI: 'javascript:alert(1)' }))).toThrow(
      /OIDC_REDIRECT_URI must be an absolute/,
    )
  })
})

describe('COOKIE_DOMAIN', () => {
  it('is unset by default: host-only cookies', () => {
    expect(readAuthSettings(contextWith(REMOTE)).cookieDomain).toBeNull()
    expect(readAuthSettings(contextWith({ ...REMOTE, COOKIE_DOMAIN: '  ' })).cookieDomain).toBeNull()
  })

  it('accepts the company domain the site lives in, or the site host itself', () => {
    expect(readCookieDomain('example.com', 'https://www.example.com/api/auth/callback')).toBe('example.com')
    expect(readCookieDomain('Example.COM', 'https://shop.eu.example.com/cb')).toBe('example.com')
    expect(readCookieDomain('www.example.com', 'https://www.example.com/cb')).toBe('www.example.com')
    expect(readAuthSettings(contextWith({ ...REMOTE, COOKIE_DOMAIN: 'example.com' })).cookieDomain).toBe('example.com')
  })

  it('refuses at start a leading dot, a URL, an IP address, one label, or a domain the site host is not in', () => {
    const site = 'https://www.example.com/api/auth/callback'
    expect(() => readCookieDomain('.example.com', site)).toThrow(
      'COOKIE_DOMAIN must be written without the leading dot (found ".example.com", write "example.com")',
    )
    for (const bad of [
      'https://example.com',
      'example.com:443',
      'example.com/path',
      '10.0.0.1',
      'localhost',
      'com',
      'exa mple.com',
      '-example.com',
      'example..com',
    ]) {
      expect(() => readCookieDomain(bad, site), bad).toThrow(/COOKIE_DOMAIN must be a domain name/)
    }
    expect(() => readCookieDomain('ample.com', 'https://www.example.com/cb')).toThrow(
      'COOKIE_DOMAIN "ample.com" does not contain the site\'s host "www.example.com"',
    )
    expect(() => readCookieDomain('other.example', site)).toThrow(/does not contain the site's host/)
    expect(() => readCookieDomain('example.com', null)).toThrow(/OIDC_REDIRECT_URI is required/)
    // Reported at start like the other settings.
    expect(() => readAuthSettings(contextWith({ ...REMOTE, COOKIE_DOMAIN: '.example.com' }))).toThrow(AuthConfigError)
    expect(() => readAuthSettings(contextWith({ COOKIE_DOMAIN: 'example.com' }))).toThrow(
      /OIDC_REDIRECT_URI is required/,
    )
  })
})
