import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DateTime } from 'luxon'
import { startTestSite, type TestSite } from '../../../auth/__tests__/support/testServer.ts'
import { CookieJar, send } from '../../../auth/__tests__/support/signInDriver.ts'
import { leadApiKey } from '../../../leads/upstream/credentials.server.ts'
import { signIn } from '../../../auth/__tests__/support/signInDriver.ts'
import { realSite } from '../../../../tests/support/realSite.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let site: TestSite
const moveRequest = realSite().config.navigation.account.moveRequest

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
describe('the move request asks, shows, then files on a confirmed POST from this site, once', () => {
  const valid = (site: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({
      site,
      street: '410 Congress Avenue',
      unit: 'Apt 12',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      moveDate: DateTime.now().setZone('America/Chicago').plus({ days: 20 }).toISODate()!,
      ...extra,
    })
  const post = (jar: CookieJar, url: string, body: URLSearchParams, origin = site.baseUrl) =>
    send(jar, url, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    })

  it('a link only asks (branded form: which home, new address, date); a cross-site POST is refused', async () => {
    const { jar } = await signIn(site.baseUrl, '/', { email: 'jordan.lee@example.com', password: 'harbor-demo-2' })
    const url = `${site.ctx.upstreams.accountApi.baseUrl}/moverequest`
    const store = site.ctx.storage.embeddedServices
    for (let i = 0; i < 4; i++) {
      const followed = await send(jar, url, { headers: { 'sec-fetch-site': 'cross-site' } })
      expect(followed.status).toBe(200)
      const html = await followed.text()
      // Spec 2.10 calls it "Move request", as the site's link does (navigation.json): the page says the same.
      expect(html).toContain(`<title>${moveRequest} | Harbor Home Security</title>`)
      expect(html).toContain(`<h1>${moveRequest}</h1>`)
      // The site's brand around it, the customer signed in, and both of the customer's homes to choose from.
      expect(html).toContain('<a class="brand" href="/">Harbor Home Security</a>')
      expect(html).toContain('<span>Jordan Lee</span> <a href="/account">My Account</a>')
      expect(html).toContain('88 Lakeview Drive, Austin, TX 78701')
      expect(html).toContain('5 Harbor Court, Galveston, TX 77550')
      expect(html).toMatch(/<input id="moveDate" name="moveDate" type="date"/)
    }
    expect(await store.moveRequestCount('100871')).toBe(0)
    const forged = await post(jar, url, valid('HB-77031', { step: 'confirm' }), 'https://attacker.example')
    expect(forged.status).toBe(403)
    expect(await store.moveRequestCount('100871')).toBe(0)
  })

  it('says what is missing or wrong, field by field, and files nothing', async () => {
    const { jar } = await signIn(site.baseUrl, '/', { email: 'jordan.lee@example.com', password: 'harbor-demo-2' })
    const url = `${site.ctx.upstreams.accountApi.baseUrl}/moverequest`
    const empty = await post(jar, url, new URLSearchParams({ step: 'confirm' }))
    expect(empty.status).toBe(200)
    const html = await empty.text()
    for (const message of [
      'Choose the home you are moving from.',
      'Enter the street address of your new home.',
      'Enter the city of your new home.',
      'Choose the state of your new home.',
      'Enter a 5-digit ZIP code.',
      'Enter your move date.',
    ])
      expect(html).toContain(message)
    expect(html).toContain('aria-invalid="true" aria-describedby="street-error"')
    const stranger = await post(jar, url, valid('HB-55120', { moveDate: '2020-01-01' }))
    expect(await stranger.text()).toContain('Choose the home you are moving from.')
    const sameHome = await post(
      jar,
      url,
      valid('HB-77031', { street: '88 Lakeview Drive', unit: '', city: 'Austin', zip: '78701' }),
    )
    const sameHtml = await sameHome.text()
    expect(sameHtml).toContain('Your new address is the address of the home you are moving from.')
    const past = await post(jar, url, valid('HB-77031', { moveDate: '2020-01-01' }))
    expect(await past.text()).toContain('Your move date cannot be in the past.')
    expect(await site.ctx.storage.embeddedServices.moveRequestCount('100871')).toBe(0)
  })

  it('shows the request before filing it; "Confirm" files it once, even ten at once', async () => {
    const { jar } = await signIn(site.baseUrl, '/', { email: 'jordan.lee@example.com', password: 'harbor-demo-2' })
    const url = `${site.ctx.upstreams.accountApi.baseUrl}/moverequest`
    const store = site.ctx.storage.embeddedServices
    const review = await post(jar, url, valid('HB-77032', { step: 'review' }))
    const reviewHtml = await review.text()
    expect(reviewHtml).toContain('<h1>Confirm your move request</h1>')
    expect(reviewHtml).toContain('410 Congress Avenue, Apt 12, Austin, TX 78701')
    expect(reviewHtml).toContain('5 Harbor Court, Galveston, TX 77550')
    expect(await store.moveRequestCount('100871')).toBe(0)
    const edit = await post(jar, url, valid('HB-77032', { step: 'edit' }))
    expect(await edit.text()).toContain('value="410 Congress Avenue"')
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(jar, url, valid('HB-77032', { step: 'confirm' })).then((r) => r.text())),
    )
    expect(answers.filter((html) => html.includes('Your move request was started'))).toHaveLength(1)
    expect(answers.filter((html) => html.includes('Your move request is on its way'))).toHaveLength(9)
    expect(await store.moveRequestCount('100871')).toBe(1)
    // The other home can still move; the one filed shows as on its way.
    const form = await (await send(jar, url)).text()
    expect(form).toMatch(/value="HB-77032" disabled/)
    expect(form).toContain('a move request is already on its way')
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
