import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type MaliciousProvider, startMaliciousProvider } from './support/maliciousProvider.ts'
import { type ProviderSite, signInThroughProvider, startProviderSite } from './support/providerSite.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let provider: MaliciousProvider
let site: ProviderSite
/** What reached the account API's customer call, if anything. */
const bearers: string[] = []

beforeAll(async () => {
  provider = await startMaliciousProvider()
  site = await startProviderSite(provider, { responseType: 'id_token' })
})
afterAll(async () => {
  await site.close()
  await provider.close()
})

/**
 * A remote provider that offers only response_type=id_token (form_post). The embedded provider offers the
 * code flow only (issue 28), so this is the test's stand-in provider, answering honestly.
 */
describe('a provider that offers only response_type=id_token (form_post)', () => {
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

  it('signs in by the verified id_token, and never sends it to the account API as a bearer', async () => {
    const original = globalThis.fetch
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.includes('/api/sso/customer')) bearers.push(new Headers(init?.headers).get('authorization') ?? '')
      return original(input, init)
    })
    try {
      const { landed, session } = await signInThroughProvider(site.baseUrl)
      expect(landed.url).toBe(`${site.baseUrl}/faqs`)
      expect(session.is_logged_in).toBe(true)
    } finally {
      spy.mockRestore()
    }
    // Issue 28: an id_token is no credential; without an access token the customer info stays empty.
    expect(provider.issuedIdTokens.length).toBeGreaterThan(0)
    expect(bearers).toEqual([])
  })
})
