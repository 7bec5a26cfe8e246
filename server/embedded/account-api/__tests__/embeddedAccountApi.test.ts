import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSite, type TestSite } from '../../../auth/__tests__/support/testServer.ts'
import { CookieJar, send } from '../../../auth/__tests__/support/signInDriver.ts'
import { leadApiKey } from '../../../leads/upstream/credentials.server.ts'
import { signIn } from '../../../auth/__tests__/support/signInDriver.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let site: TestSite

beforeAll(async () => {
  site = await startTestSite()
})
afterAll(() => site.close())

describe('embedded account API', () => {
  it('refuses the customer call without a bearer the identity provider vouches for', async () => {
    const url = `${site.ctx.upstreams.accountApi.baseUrl}/api/sso/customer`
    expect((await fetch(url)).status).toBe(401)
    const quiet = console.error
    console.error = () => {}
    try {
      expect((await fetch(url, { headers: { Authorization: 'Bearer made-up-token' } })).status).toBe(401)
      expect(
        (await fetch(url, { headers: { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJjdXN0LTEwMDIzNCJ9.' } }))
          .status,
      ).toBe(401)
    } finally {
      console.error = quiet
    }
  })

  it('asks a signed-out visitor of the move request to sign in first', async () => {
    const response = await send(new CookieJar(), `${site.ctx.upstreams.accountApi.baseUrl}/moverequest`)
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('href="/api/auth/move-request"')
  })
})

/** Issue 28 item 8: a cross-site GET with the session cookie filed a move request (4 GETs, 4 rows). */
describe('the move request is a confirmed POST from this site, made once', () => {
  it('a link only asks; a cross-site POST is refused; repeated POSTs make one request', async () => {
    const { jar } = await signIn(site.baseUrl, '/', { email: 'jordan.lee@example.com', password: 'harbor-demo-2' })
    const url = `${site.ctx.upstreams.accountApi.baseUrl}/moverequest`
    const store = site.ctx.storage.embeddedServices
    for (let i = 0; i < 4; i++) {
      const followed = await send(jar, url, { headers: { 'sec-fetch-site': 'cross-site' } })
      expect(followed.status).toBe(200)
      expect(await followed.text()).toContain('<h1>Request a move</h1>')
    }
    expect(await store.moveRequestCount('100871')).toBe(0)
    const forged = await send(jar, url, { method: 'POST', headers: { origin: 'https://attacker.example' } })
    expect(forged.status).toBe(403)
    expect(await store.moveRequestCount('100871')).toBe(0)
    const first = await send(jar, url, { method: 'POST', headers: { origin: site.baseUrl } })
    expect(await first.text()).toContain('Your move request was started')
    const again = await send(jar, url, { method: 'POST', headers: { origin: site.baseUrl } })
    expect(await again.text()).toContain('Your move request is on its way')
    expect(await (await send(jar, url)).text()).toContain('Your move request is on its way')
    expect(await store.moveRequestCount('100871')).toBe(1)
  })
})

describe('embedded customer calls (lead API mount)', () => {
  it('answers the customer type and the ZIP serviceability to the holder of the lead API key only', async () => {
    const base = site.ctx.upstreams.leadApi.baseUrl
    const headers = { ApiKey: leadApiKey(site.ctx) }
    const type = await (
      await fetch(`${base}/CJMA/FetchCustomerType?customerNumber=100871&email=jordan.lee%40example.com`, { headers })
    ).json()
    expect(type).toMatchObject({ customerType: 'existing', active: true })
    const zip = await (await fetch(`${base}/CJMA/IsZipcodeServiceable?zipCode=78701&validate=true`, { headers })).json()
    expect(zip).toMatchObject({ zipCode: '78701', isServiceable: true, city: 'Austin', state: 'TX' })
    expect((await fetch(`${base}/CJMA/IsZipcodeServiceable?zipCode=7870&validate=true`, { headers })).status).toBe(400)
    expect(
      (await fetch(`${base}/CJMA/FetchCustomerType?customerNumber=100871&email=jordan.lee%40example.com`)).status,
    ).toBe(401)
  })
})
