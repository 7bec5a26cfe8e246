import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSite, type TestSite } from './support/testServer.ts'
import { follow, signIn, signOut } from './support/signInDriver.ts'
import { COOKIE_NAMES } from '../authCookies.server.ts'
import { EMBEDDED_CLIENT_ID } from '../authSettings.server.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * Issue 28 item 3: after sign-out, `Authorization: Bearer <id_token>` (which the logout redirect had put in
 * the URL as id_token_hint) still read the customer's name, address and number from the account API.
 */
let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(() => site.close())

const customerCall = (token: string) =>
  fetch(`${site.ctx.upstreams.accountApi.baseUrl}/api/sso/customer`, { headers: { Authorization: `Bearer ${token}` } })

describe('the id_token is no credential', () => {
  it('the account API answers the access token and refuses the id_token, before and after sign-out', async () => {
    const { jar } = await signIn(site.baseUrl, '/')
    const stored = await site.ctx.storage.sessions.findSession(jar.cookies.get(COOKIE_NAMES.session)!)
    const { idToken, accessToken } = stored!
    expect(accessToken).toBeTruthy()
    expect((await customerCall(accessToken!)).status).toBe(200)
    const refused = await customerCall(idToken)
    expect(refused.status).toBe(401)
    expect(await refused.text()).not.toContain('Alex')
    const { endSessionUrl } = await signOut(site.baseUrl, jar, '/')
    expect(endSessionUrl.href).not.toContain(idToken)
    expect((await customerCall(idToken)).status).toBe(401)
  })

  it('the embedded provider hands out no id_token by the implicit grant, even with prompt=none to a signed-in browser', async () => {
    const { jar } = await signIn(site.baseUrl, '/')
    const issuer = site.ctx.upstreams.identityProvider.baseUrl
    const authorize = new URL(`${issuer}/auth`)
    authorize.search = new URLSearchParams({
      client_id: EMBEDDED_CLIENT_ID,
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid',
      prompt: 'none',
      nonce: 'attacker-nonce',
      redirect_uri: `${site.baseUrl}/api/auth/callback`,
    }).toString()
    const result = await follow(jar, authorize.href, {}, (url) => url.startsWith(`${site.baseUrl}/api/auth/callback`))
    const where = result.url + (await result.response.text())
    expect(where).not.toMatch(/id_token=eyJ/)
    expect(where, where).toMatch(/unsupported_response_type|unauthorized_client/)
  })
})
