import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSite, type TestSite } from '../../../auth/__tests__/support/testServer.ts'
import { sqlForTests } from '../../../storage/siteStorage.server.ts'
import { EMBEDDED_CLIENT_ID } from '../../../auth/authSettings.server.ts'
import { authorizeLimitFromEnv, DEFAULT_AUTHORIZE_LIMIT, startOidcSweeper } from '../providerUpkeep.server.ts'

/** Issue 28 item 6: 300 anonymous GET /embedded/oidc/auth stored 300 rows in 1.6 s; expired rows stayed until read. */
let site: TestSite
beforeAll(async () => {
  site = await startTestSite({ OIDC_AUTHORIZE_LIMIT_PER_CLIENT: '5' })
})
afterAll(() => site.close())
afterEach(() => {
  vi.useRealTimers()
})

function authorize(from: string) {
  const url = new URL(`${site.ctx.upstreams.identityProvider.baseUrl}/auth`)
  url.search = new URLSearchParams({
    client_id: EMBEDDED_CLIENT_ID,
    response_type: 'code',
    scope: 'openid',
    redirect_uri: `${site.baseUrl}/api/auth/callback`,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString()
  return fetch(url, { redirect: 'manual', headers: { 'x-forwarded-for': from } })
}

const storedRows = async () =>
  Number((await sqlForTests(site.ctx.storage).get<{ n: number }>('SELECT COUNT(*) AS n FROM embedded_oidc_models'))!.n)

describe('the embedded authorization endpoint', () => {
  it('answers a client address only so many authorization requests, and stores nothing past them', async () => {
    for (let i = 0; i < 5; i++) expect((await authorize('203.0.113.9')).status).toBeLessThan(400)
    const before = await storedRows()
    const refused = await authorize('203.0.113.9')
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('Too many sign-in attempts')
    expect(await storedRows()).toBe(before)
    expect((await authorize('198.51.100.3')).status).toBeLessThan(400)
  })

  it('OIDC_AUTHORIZE_LIMIT_PER_CLIENT sets the count; 60 per 10 minutes by default', () => {
    expect(authorizeLimitFromEnv({})).toEqual(DEFAULT_AUTHORIZE_LIMIT)
    expect(authorizeLimitFromEnv({ OIDC_AUTHORIZE_LIMIT_PER_CLIENT: '500' }).limit).toBe(500)
    expect(() => authorizeLimitFromEnv({ OIDC_AUTHORIZE_LIMIT_PER_CLIENT: '0' })).toThrow(/whole number/)
  })
})

describe('the sweep of expired provider rows', () => {
  it('runs on its schedule until stopped, and a failed sweep is logged, not thrown', async () => {
    vi.useFakeTimers()
    const sweep = vi
      .fn()
      .mockResolvedValueOnce(3)
      .mockRejectedValueOnce(new Error('database busy'))
      .mockResolvedValue(0)
    const logged: string[] = []
    const sweeper = startOidcSweeper(sweep, 1_000, (line) => logged.push(line))
    await vi.advanceTimersByTimeAsync(3_000)
    expect(sweep).toHaveBeenCalledTimes(3)
    expect(logged).toEqual(['embedded provider: sweeping expired rows failed: database busy'])
    sweeper.stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(sweep).toHaveBeenCalledTimes(3)
  })
})
