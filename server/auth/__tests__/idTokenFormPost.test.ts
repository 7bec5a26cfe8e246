import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSite, type TestSite } from './support/testServer.ts'
import { send, signIn } from './support/signInDriver.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let site: TestSite

beforeAll(async () => {
  site = await startTestSite({ OIDC_RESPONSE_TYPE: 'id_token' })
})
afterAll(() => site.close())

describe('a provider that offers only response_type=id_token (form_post), against the embedded provider', () => {
  it('asks for an id_token by form_post, with state, nonce, scope openid and prompt=login', async () => {
    const login = await fetch(`${site.baseUrl}/api/auth/login?returnTo=/faqs`, { redirect: 'manual' })
    const authorize = new URL(login.headers.get('location')!)
    expect(authorize.searchParams.get('response_type')).toBe('id_token')
    expect(authorize.searchParams.get('response_mode')).toBe('form_post')
    expect(authorize.searchParams.get('scope')).toBe('openid')
    expect(authorize.searchParams.get('prompt')).toBe('login')
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/)
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{20,}$/)
    const txCookie = login.headers.getSetCookie().find((line) => line.startsWith('harbor_auth_tx='))!
    expect(txCookie).toMatch(/SameSite=None/i)
    expect(txCookie).toMatch(/Secure/i)
    expect(txCookie).toMatch(/HttpOnly/i)
  })

  it('signs in, verifies the id_token and fetches the customer info with it', async () => {
    const { jar, landed, callbackUrl } = await signIn(site.baseUrl, '/faqs', {
      email: 'jordan.lee@example.com',
      password: 'harbor-demo-2',
    })
    expect(callbackUrl).toBe(`${site.baseUrl}/api/auth/callback`)
    expect(landed.url).toBe(`${site.baseUrl}/faqs`)
    const session = await (await send(jar, `${site.baseUrl}/api/session`)).json()
    expect(session.is_logged_in).toBe(true)
    expect(session.user_data).toMatchObject({ name: 'Jordan Lee', extension_customer_number: '100871' })
    expect(session.user_data.sites).toHaveLength(2)
  })
})
