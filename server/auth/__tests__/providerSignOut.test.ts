import { createServer as createNetServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openLogoutState } from '../logoutState.server.ts'
import { type MaliciousProvider, startMaliciousProvider } from './support/maliciousProvider.ts'
import {
  type ProviderSite,
  STAND_IN_CUSTOMER,
  signInThroughProvider,
  startProviderSite,
} from './support/providerSite.ts'
import { CookieJar, send } from './support/signInDriver.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * RP-initiated logout against a remote provider (the test's stand-in), and the fall-back to signing out of
 * the site only when the provider has no end_session_endpoint or cannot be reached.
 */
const providers: MaliciousProvider[] = []
const sites: ProviderSite[] = []

async function siteWith(options: { publishEndSession: boolean; cookieDomain?: string }) {
  const provider = await startMaliciousProvider()
  provider.publishEndSession = options.publishEndSession
  providers.push(provider)
  const site = await startProviderSite(provider, { cookieDomain: options.cookieDomain ?? null })
  sites.push(site)
  return { provider, site }
}

function postSignOut(site: ProviderSite, jar: CookieJar, returnTo: string, accept = 'text/html') {
  return send(jar, `${site.baseUrl}/api/auth/logout`, {
    method: 'POST',
    body: new URLSearchParams({ returnTo }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.baseUrl, accept },
  })
}

afterAll(async () => {
  for (const site of sites) await site.close()
  for (const provider of providers) await provider.close()
})

describe('a provider with an end_session_endpoint', () => {
  let provider: MaliciousProvider
  let site: ProviderSite
  beforeAll(async () => {
    ;({ provider, site } = await siteWith({ publishEndSession: true }))
  })

  it('is sent the client id (never the id_token), the registered way back and the signed return place', async () => {
    const { jar, session } = await signInThroughProvider(site.baseUrl)
    expect(session.is_logged_in).toBe(true)
    // The sign-in asked the account API for the customer, and got it.
    expect(session.user_data.name).toBe(STAND_IN_CUSTOMER.custName)
    const out = await postSignOut(site, jar, '/help-center?topic=alarms')
    expect(out.status).toBe(303)
    const url = new URL(out.headers.get('location')!)
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/logout`)
    expect(url.searchParams.has('id_token_hint')).toBe(false)
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(site.settings.postLogoutRedirectUri)
    expect(url.searchParams.get('client_id')).toBe(provider.clientId)
    const key = site.ctx.storage.keys.get('logout_state_key', () => 'unused')
    expect(openLogoutState(url.searchParams.get('state'), key)).toBe('/help-center?topic=alarms')
    // The provider sends the browser back with the state: the site follows it to the page.
    const back = await send(
      jar,
      `${site.settings.postLogoutRedirectUri}?state=${encodeURIComponent(url.searchParams.get('state')!)}`,
    )
    expect(back.headers.get('location')).toBe('/help-center?topic=alarms')
    expect((await (await send(jar, `${site.baseUrl}/api/session`)).json()).is_logged_in).toBe(false)
  })

  it('carries an unsafe or sign-in-only return place as / (never off the site)', async () => {
    const key = site.ctx.storage.keys.get('logout_state_key', () => 'unused')
    for (const returnTo of ['//evil.example/phish', 'https://evil.example', '/account']) {
      const { jar } = await signInThroughProvider(site.baseUrl)
      const state = new URL((await postSignOut(site, jar, returnTo)).headers.get('location')!).searchParams.get('state')
      expect(openLogoutState(state, key), returnTo).toBe('/')
    }
  })
})

describe('falling back to signing out of the site only', () => {
  it('when the provider publishes no end_session_endpoint: straight back to the page, also for JSON', async () => {
    const { site } = await siteWith({ publishEndSession: false })
    const html = await signInThroughProvider(site.baseUrl)
    const out = await postSignOut(site, html.jar, '/faqs')
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/faqs')
    expect(html.jar.cookies.has('harbor_session')).toBe(false)
    const json = await signInThroughProvider(site.baseUrl)
    const answer = await postSignOut(site, json.jar, '/faqs', 'application/json')
    expect(await answer.json()).toEqual({ redirect_to: '/faqs', ends_provider_session: false })
    expect((await (await send(json.jar, `${site.baseUrl}/api/session`)).json()).is_logged_in).toBe(false)
  })

  it('when the provider cannot be reached: the site session still ends, no error page', async () => {
    const site = await startProviderSite({
      issuer: 'http://127.0.0.1:9/unreachable',
      clientId: 'site',
      clientSecret: 'secret',
    })
    sites.push(site)
    await expectSiteOnlySignOut(site)
  })

  it('when the provider does not answer: sign-out gives up after OIDC_TIMEOUT_SECONDS and ends the site session', async () => {
    // A provider that accepts connections and never answers.
    const silent = createNetServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const issuer = `http://127.0.0.1:${(silent.address() as { port: number }).port}/hanging`
    const site = await startProviderSite(
      { issuer, clientId: 'site', clientSecret: 'secret' },
      { requestTimeoutSeconds: 1 },
    )
    sites.push(site)
    try {
      await expectSiteOnlySignOut(site)
    } finally {
      silent.close()
    }
  })
})

describe('COOKIE_DOMAIN', () => {
  it('sets the sign-in cookies on the company domain and deletes both that and the host-only copy at sign-out', async () => {
    const { site } = await siteWith({ publishEndSession: false, cookieDomain: 'example.com' })
    const { jar } = await signInThroughProvider(site.baseUrl)
    expect(jar.seen.find((line) => line.startsWith('harbor_auth_tx=') && line.includes('Max-Age=600'))).toMatch(
      /Domain=example\.com/i,
    )
    expect(jar.lastSetCookie('harbor_session')).toMatch(/Domain=example\.com/i)
    const before = jar.seen.length
    await postSignOut(site, jar, '/')
    const deletions = jar.seen.slice(before).filter((line) => line.startsWith('harbor_session=;'))
    expect(deletions).toHaveLength(2)
    expect(deletions.filter((line) => /Domain=example\.com/i.test(line))).toHaveLength(1)
  })

  it('leaves the cookies host-only by default', async () => {
    const { site } = await siteWith({ publishEndSession: false })
    const { jar } = await signInThroughProvider(site.baseUrl)
    for (const line of jar.seen) expect(line).not.toMatch(/Domain=/i)
  })
})

/** A login of this site made without the provider (it may be unreachable): the session row and its cookie. */
async function signedInAt(site: ProviderSite): Promise<CookieJar> {
  await site.ctx.storage.sessions.createSession('a-session-id', {
    subject: 'alex',
    issuer: site.settings.issuer,
    idToken: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
    accessToken: null,
    accessTokenExpiresAt: null,
    customer: null,
    ipAddress: null,
    signedInAt: Date.now(),
    expiresAt: Date.now() + 60_000,
  })
  const jar = new CookieJar()
  jar.cookies.set('harbor_session', 'a-session-id')
  return jar
}

/** Signs out a login whose provider fails: the site session ends, the page comes back, no error page. */
async function expectSiteOnlySignOut(site: ProviderSite): Promise<void> {
  const jar = await signedInAt(site)
  expect((await (await send(jar, `${site.baseUrl}/api/session`)).json()).is_logged_in).toBe(true)
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  const out = await postSignOut(site, jar, '/help-center')
  expect(log.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/provider sign-out skipped/)
  log.mockRestore()
  expect(out.status).toBe(303)
  expect(out.headers.get('location')).toBe('/help-center')
  expect(jar.cookies.has('harbor_session')).toBe(false)
  expect(await site.ctx.storage.sessions.findSession('a-session-id')).toBeNull()
}
