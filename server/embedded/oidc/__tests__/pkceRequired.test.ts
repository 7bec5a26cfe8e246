import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSite, type TestSite } from '../../../auth/__tests__/support/testServer.ts'
import { EMBEDDED_CLIENT_ID } from '../../../auth/authSettings.server.ts'

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(() => site.close())

/** Issue 20 item 8: the embedded provider refuses an authorization request without PKCE. */
describe('embedded identity provider: PKCE', () => {
  const authorize = (extra: Record<string, string>) => {
    const issuer = site.ctx.upstreams.identityProvider.baseUrl
    const query = new URLSearchParams({
      client_id: EMBEDDED_CLIENT_ID,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${site.baseUrl}/api/auth/callback`,
      state: 'state-1',
      nonce: 'nonce-1',
      ...extra,
    })
    return fetch(`${issuer}/auth?${query}`, { redirect: 'manual' })
  }

  it('answers a code request without code_challenge with invalid_request, never a login or a code', async () => {
    const response = await authorize({})
    const location = response.headers.get('location') ?? ''
    expect(location).not.toContain('/interaction/')
    expect(location).not.toMatch(/[?&]code=/)
    const error = location ? new URL(location).searchParams : null
    expect(error?.get('error') ?? (await response.text())).toMatch(/invalid_request/)
    expect(error?.get('error_description') ?? '').toMatch(/PKCE/)
  })

  it('accepts the same request with an S256 code_challenge (it goes on to the login page)', async () => {
    const response = await authorize({
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    })
    expect(response.headers.get('location')).toContain('/interaction/')
  })
})
