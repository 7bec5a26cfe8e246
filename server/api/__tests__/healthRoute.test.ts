import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSite, type TestSite } from '../../auth/__tests__/support/testServer.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { contentHashOf, gitCommitOf } from '../../revision/siteRevision.server.ts'

/** Issue 28 item 12: /api/health told strangers which services are embedded. */
let site: TestSite
let withToken: TestSite
beforeAll(async () => {
  site = await startTestSite()
  withToken = await startTestSite({ HEALTH_TOKEN: 'operator-token-123' })
})
afterAll(async () => {
  await site.close()
  await withToken.close()
})

const health = async (base: string, headers: Record<string, string> = {}) =>
  (await fetch(`${base}/api/health`, { headers })).json() as Promise<Record<string, unknown>>

describe('GET /api/health', () => {
  // A development server: the files as they are (a build shows its recorded revision, tests/e2e/siteRevision).
  const revision = () => ({ commit: gitCommitOf(repoRoot), contentHash: contentHashOf(repoRoot), builtAt: null })

  it('tells a visitor through the proxy only that the site is up, and which revision it serves', async () => {
    expect(await health(site.baseUrl, { 'x-forwarded-for': '203.0.113.8' })).toEqual({
      status: 'ok',
      revision: revision(),
    })
    expect(await health(site.baseUrl, { forwarded: 'for=203.0.113.8' })).toEqual({ status: 'ok', revision: revision() })
  })

  it('gives an operator on this machine the pages and the embedded services', async () => {
    expect(await health(site.baseUrl)).toMatchObject({
      status: 'ok',
      pages: expect.any(Number),
      upstreams: { leadApi: 'embedded', identityProvider: 'embedded' },
    })
  })

  it('with HEALTH_TOKEN: the details for its bearer, wherever it comes from, and not for a wrong one', async () => {
    const proxied = { 'x-forwarded-for': '203.0.113.8' }
    expect(await health(withToken.baseUrl, { ...proxied, authorization: 'Bearer operator-token-123' })).toMatchObject({
      upstreams: { leadApi: 'embedded' },
    })
    expect(await health(withToken.baseUrl, { ...proxied, authorization: 'Bearer guess' })).toEqual({
      status: 'ok',
      revision: revision(),
    })
  })
})
