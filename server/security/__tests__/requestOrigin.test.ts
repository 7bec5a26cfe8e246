import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSite, type TestSite } from '../../auth/__tests__/support/testServer.ts'
import { sampleLead } from '../../leads/__tests__/support/leadTestKit.ts'

/** Issue 20 item 9: a cross-site POST to any state-changing /api route answers 403, in one middleware. */
let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(() => site.close())

const post = (path: string, headers: Record<string, string>, body: unknown = {}) =>
  fetch(site.baseUrl + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const WRITES = ['/api/leads', '/api/zip/invalid-lead', '/api/checkout', '/api/offer-claims', '/api/auth/logout']

describe('cross-site writes to /api', () => {
  it.each(WRITES)('POST %s from another origin answers 403', async (path) => {
    expect((await post(path, { Origin: 'https://evil.example' })).status).toBe(403)
    expect((await post(path, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await post(path, { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403)
  })

  it('compares the whole origin: same host and port but another scheme is another site', async () => {
    const other = site.baseUrl.replace('http://', 'https://')
    expect((await post('/api/leads', { Origin: other }, sampleLead())).status).toBe(403)
    expect((await post('/api/auth/logout', { Origin: other })).status).toBe(403)
    expect((await post('/api/leads', { Origin: site.baseUrl.replace(/:\d+$/, ':1') }, sampleLead())).status).toBe(403)
  })

  it("lets the site's own pages (and non-browser callers) through", async () => {
    expect(
      (await post('/api/leads', { Origin: site.baseUrl, 'Sec-Fetch-Site': 'same-origin' }, sampleLead())).status,
    ).toBe(202)
    expect((await post('/api/leads', { Origin: 'https://www.harborhomesecurity.com' }, sampleLead())).status).toBe(202)
    expect((await post('/api/leads', {}, sampleLead())).status).toBe(202)
  })

  it("keeps the identity provider's form_post to the callback open (its state protects it)", async () => {
    const response = await fetch(`${site.baseUrl}/api/auth/callback`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://idp.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: 'state=nope',
    })
    expect(response.status).not.toBe(403)
  })
})
