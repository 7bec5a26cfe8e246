import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Attack, type MaliciousProvider, startMaliciousProvider } from './support/maliciousProvider.ts'
import { type ProviderSite, signInThroughProvider, startProviderSite } from './support/providerSite.ts'
import { CookieJar, send } from './support/signInDriver.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * The negative modules of the OpenID conformance suite for relying parties: each bad answer must be
 * refused, with no session created. The honest answer is signed in, so a refusal is never an accident.
 */
let provider: MaliciousProvider
const sites: ProviderSite[] = []

async function startSite(responseType: 'code' | 'id_token') {
  const site = await startProviderSite(provider, { responseType })
  sites.push(site)
  return site.baseUrl
}

beforeAll(async () => {
  provider = await startMaliciousProvider()
})
afterEach(() => {
  provider.attack = 'honest'
})
afterAll(async () => {
  for (const site of sites) await site.close()
  await provider.close()
})

/** Each attack with the check that must catch it (from the log line of the refusal). */
const ATTACKS: Array<[Exclude<Attack, 'honest'>, RegExp]> = [
  ['wrong-nonce', /"nonce" claim/],
  ['wrong-state', /"state" response parameter/],
  ['wrong-iss', /"iss" \(issuer\)/],
  ['wrong-aud', /"aud" \(audience\)/],
  ['bad-signature', /signature verification failed/],
  ['alg-none', /"alg" header/],
  ['expired', /"exp" \(expiration time\)/],
  ['future-iat', /"iat" \(issued at\)/],
  ['hs256-client-secret', /"alg" header/],
]

describe.each(['code', 'id_token'] as const)('response_type=%s', (responseType) => {
  let baseUrl: string
  beforeAll(async () => {
    baseUrl = await startSite(responseType)
  })

  it('signs in with an honest provider answer', async () => {
    const { landed, session, jar } = await signInThroughProvider(baseUrl)
    expect(landed.url).toBe(`${baseUrl}/faqs`)
    expect(session.is_logged_in).toBe(true)
    if (responseType === 'id_token') {
      // form_post arrives as a cross-site POST: its transaction cookie must be SameSite=None; Secure.
      expect(jar.lastSetCookie('harbor_auth_tx')).toMatch(/SameSite=None/i)
      expect(jar.lastSetCookie('harbor_auth_tx')).toMatch(/Secure/i)
    }
  })

  it.each(ATTACKS)('refuses %s', async (attack, reason) => {
    provider.attack = attack
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { landed, session, jar } = await signInThroughProvider(baseUrl)
    expect(log.mock.calls.map((call) => String(call[0])).find((line) => line.startsWith('sign-in rejected'))).toMatch(
      reason,
    )
    log.mockRestore()
    expect(landed.response.status).toBe(400)
    expect(await landed.response.text()).toContain('We could not sign you in')
    expect(session.is_logged_in).toBe(false)
    expect(jar.cookies.has('harbor_session')).toBe(false)
  })
})

describe('replayed code', () => {
  let baseUrl: string
  beforeAll(async () => {
    baseUrl = await startSite('code')
  })

  it('refuses the same callback twice: the transaction (state, nonce, verifier) is single-use', async () => {
    const jar = new CookieJar()
    const login = await send(jar, `${baseUrl}/api/auth/login?returnTo=/faqs`)
    const txCookie = jar.cookies.get('harbor_auth_tx')!
    const toCallback = await fetch(login.headers.get('location')!, { redirect: 'manual' })
    const callbackUrl = toCallback.headers.get('location')!
    expect((await send(jar, callbackUrl)).status).toBe(303)
    const attacker = new CookieJar()
    attacker.cookies.set('harbor_auth_tx', txCookie)
    const replay = await send(attacker, callbackUrl)
    expect(replay.status).toBe(400)
    expect(attacker.cookies.has('harbor_session')).toBe(false)
  })

  it('refuses a used code presented with a fresh transaction: the provider rejects it at the token endpoint', async () => {
    const first = await signInThroughProvider(baseUrl)
    expect(first.session.is_logged_in).toBe(true)
    const usedCode = new URL(first.callbackUrl!).searchParams.get('code')!
    const jar = new CookieJar()
    const login = await send(jar, `${baseUrl}/api/auth/login?returnTo=/faqs`)
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!
    const replay = await send(jar, `${baseUrl}/api/auth/callback?code=${usedCode}&state=${state}`)
    expect(replay.status).toBe(400)
    expect(provider.redeemed.filter((code) => code === usedCode)).toHaveLength(2)
    expect(await replay.text()).toContain('We could not sign you in')
    expect(jar.cookies.has('harbor_session')).toBe(false)
  })
})
