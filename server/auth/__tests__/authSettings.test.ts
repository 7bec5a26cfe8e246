import { describe, expect, it } from 'vitest'
import { AuthConfigError, EMBEDDED_CLIENT_ID, readAuthSettings } from '../authSettings.server.ts'
import { UpstreamConfigError, readUpstreamSettings } from '../../upstreams.server.ts'
import { openDatabase } from '../../storage/database.server.ts'
import type { ServerContext } from '../../ServerContext.server.ts'

function contextWith(env: NodeJS.ProcessEnv, production = false): ServerContext {
  return {
    site: () => {
      throw new Error('not needed')
    },
    upstreams: readUpstreamSettings(env, 'http://127.0.0.1:4100'),
    db: openDatabase(':memory:'),
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

  it('use the embedded provider with a generated secret that stays the same for one database', () => {
    const ctx = contextWith({})
    const first = readAuthSettings(ctx)
    expect(first).toMatchObject({ issuer: 'http://127.0.0.1:4100/embedded/oidc', clientId: EMBEDDED_CLIENT_ID, embedded: true, redirectUri: null })
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
    // Reported at start like any half-configured upstream.
    expect(new AuthConfigError('x')).toBeInstanceOf(UpstreamConfigError)
  })
})
