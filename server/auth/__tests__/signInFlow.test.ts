import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSite, type TestSite } from './support/testServer.ts'
import { CookieJar, follow, providerSessionAlive, send, signIn, signOut } from './support/signInDriver.ts'
import { openLogoutState, sealLogoutState } from '../logoutState.server.ts'
import { realSite } from '../../../tests/support/realSite.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let site: TestSite

beforeAll(async () => {
  site = await startTestSite()
})
afterAll(() => site.close())

describe('sign-in against the embedded OpenID provider', () => {
  it('sends the customer to the provider with PKCE S256, a random state and nonce, scope openid and prompt=login', async () => {
    const first = await send(new CookieJar(), `${site.baseUrl}/api/auth/login?returnTo=/faqs`)
    const second = await send(new CookieJar(), `${site.baseUrl}/api/auth/login?returnTo=/faqs`)
    expect(first.status).toBe(303)
    const a = new URL(first.headers.get('location')!)
    const b = new URL(second.headers.get('location')!)
    expect(a.origin + a.pathname).toBe(`${site.ctx.upstreams.identityProvider.baseUrl}/auth`)
    expect(a.searchParams.get('response_type')).toBe('code')
    expect(a.searchParams.get('scope')).toBe('openid')
    expect(a.searchParams.get('prompt')).toBe('login')
    expect(a.searchParams.get('code_challenge_method')).toBe('S256')
    expect(a.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(a.searchParams.get('state')).toMatch(/^[\w-]{20,}$/)
    expect(a.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/)
    expect(a.searchParams.get('state')).not.toBe(b.searchParams.get('state'))
    expect(a.searchParams.get('nonce')).not.toBe(b.searchParams.get('nonce'))
    expect(a.searchParams.get('nonce')).not.toBe('defaultNonce')
    const txCookie = first.headers.getSetCookie().find((line) => line.startsWith('harbor_auth_tx='))!
    expect(txCookie).toMatch(/HttpOnly/i)
    expect(txCookie).toMatch(/SameSite=Lax/i)
    expect(txCookie).toMatch(/Path=\/api\/auth/)
    expect(txCookie).toMatch(/Max-Age=600/)
  })

  it('signs a demo customer in and returns to the page the sign-in started from', async () => {
    const { jar, landed } = await signIn(site.baseUrl, '/help-center/search?q=camera')
    expect(landed.url).toBe(`${site.baseUrl}/help-center/search?q=camera`)
    const sessionCookie = jar.lastSetCookie('harbor_session')!
    expect(sessionCookie).toMatch(/HttpOnly/i)
    expect(sessionCookie).toMatch(/SameSite=Lax/i)
    expect(sessionCookie).toMatch(/Max-Age=86400/)
    expect(sessionCookie).toMatch(/Path=\//)
    expect(sessionCookie).not.toMatch(/Secure/i) // development; production adds Secure (see cookie policy test)

    const session = await (await send(jar, `${site.baseUrl}/api/session`)).json()
    expect(session.is_logged_in).toBe(true)
    expect(session.expiration).toBeGreaterThan(Date.now() + 86_000_000)
    expect(session.user_data).toMatchObject({
      email: 'alex.morgan@example.com',
      extension_phone_number: '(214) 555-0142',
      extension_customer_number: '100234',
      name: 'Alex Morgan',
      idp: site.ctx.upstreams.identityProvider.baseUrl,
      ipAddress: '127.0.0.1',
      sites: [
        {
          address1: '1200 Elm Street',
          city: 'Dallas',
          state: 'TX',
          zip: '75201',
          county: 'Dallas',
          primarySystem: 'HB-55120',
        },
      ],
    })
    expect(session.user_data.sessionId).toMatch(/^[0-9a-f]{24}$/)
    // Spec §4.1: the chat context key is set with the login, ending with it; the server's key, not the number.
    expect(session.chat_context_key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session.chat_context_key).not.toContain('100234')
    expect(session.chat_context_key_expiration).toBe(session.expiration)
    // No token reaches the browser: not in the answer, not in a readable cookie.
    expect(JSON.stringify(session)).not.toMatch(/eyJ|token/i)
    for (const line of jar.seen) expect(line).toMatch(/HttpOnly/i)
  })

  it('renews the session at every sign-in and ends the previous one', async () => {
    const { jar } = await signIn(site.baseUrl, '/')
    const before = jar.cookies.get('harbor_session')!
    await signIn(site.baseUrl, '/', { email: 'jordan.lee@example.com', password: 'harbor-demo-2' }, jar)
    const after = jar.cookies.get('harbor_session')!
    expect(after).not.toBe(before)
    const stale = new CookieJar()
    stale.cookies.set('harbor_session', before)
    expect((await (await send(stale, `${site.baseUrl}/api/session`)).json()).is_logged_in).toBe(false)
    const session = await (await send(jar, `${site.baseUrl}/api/session`)).json()
    expect(session.user_data.name).toBe('Jordan Lee')
    expect(session.user_data.sites).toHaveLength(2)
  })

  it('refuses a replayed authorization code: the provider will not redeem it twice', async () => {
    const { callbackUrl } = await signIn(site.baseUrl, '/')
    const usedCode = new URL(callbackUrl!).searchParams.get('code')!
    const jar = new CookieJar()
    const login = await send(jar, `${site.baseUrl}/api/auth/login?returnTo=/`)
    const authorize = new URL(login.headers.get('location')!)
    const replay = await send(
      jar,
      `${site.baseUrl}/api/auth/callback?code=${usedCode}&state=${authorize.searchParams.get('state')}&iss=${encodeURIComponent(site.ctx.upstreams.identityProvider.baseUrl)}`,
    )
    expect(replay.status).toBe(400)
    expect(jar.cookies.has('harbor_session')).toBe(false)
  })

  it('refuses a wrong password on the provider login page and stays signed out', async () => {
    const jar = new CookieJar()
    const toLogin = await follow(jar, `${site.baseUrl}/api/auth/login?returnTo=/`)
    const action = /action="([^"]+\/login)"/.exec(await toLogin.response.text())![1]!
    const wrong = await send(jar, new URL(action, site.baseUrl).href, {
      method: 'POST',
      body: new URLSearchParams({ email: 'alex.morgan@example.com', password: 'nope' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain('role="alert"')
    expect((await (await send(jar, `${site.baseUrl}/api/session`)).json()).is_logged_in).toBe(false)
  })

  it('brings a customer who cancels at the provider back to the page, signed out', async () => {
    const jar = new CookieJar()
    const toLogin = await follow(jar, `${site.baseUrl}/api/auth/login?returnTo=/help-center`)
    const cancel = /<form method="post" action="([^"]+\/abort)"/.exec(await toLogin.response.text())![1]!
    const back = await follow(jar, new URL(cancel, site.baseUrl).href, { method: 'POST' })
    expect(back.url).toBe(`${site.baseUrl}/help-center`)
    expect(jar.cookies.has('harbor_session')).toBe(false)
  })

  it('lands on the account page after "Sign In" from the header, which names no page (issue 25 item 7)', async () => {
    const { landed } = await signIn(site.baseUrl, null)
    expect(landed.url).toBe(`${site.baseUrl}/account`)
  })

  it('replaces an unsafe return place by /', async () => {
    const { landed } = await signIn(site.baseUrl, '//evil.example/steal')
    expect(landed.url).toBe(`${site.baseUrl}/`)
  })

  it('signs out: the session ends, its cookies are deleted, then the provider ends its session too', async () => {
    const { jar } = await signIn(site.baseUrl, '/')
    const issuer = site.ctx.upstreams.identityProvider.baseUrl
    expect(await providerSessionAlive(issuer, site.baseUrl, jar)).toBe(true)
    const { endSessionUrl, question, landed } = await signOut(site.baseUrl, jar, '/help-center')
    // RP-initiated logout: the provider's end_session_endpoint, with what the site knows of this login.
    expect(endSessionUrl.origin + endSessionUrl.pathname).toBe(`${issuer}/session/end`)
    const params = endSessionUrl.searchParams
    expect(params.get('client_id')).toBe('harbor-site')
    expect(params.get('post_logout_redirect_uri')).toBe(`${site.baseUrl}/api/auth/logged-out`)
    // Issue 28: the id_token stays on the server; the URL names the client instead.
    expect(params.has('id_token_hint')).toBe(false)
    expect(
      openLogoutState(
        params.get('state'),
        site.ctx.storage.keys.get('logout_state_key', () => 'unused'),
      ),
    ).toBe('/help-center')
    // The local session was gone before the provider was asked.
    expect(jar.cookies.has('harbor_session')).toBe(false)
    expect(jar.lastSetCookie('harbor_session')).toMatch(/Expires=Thu, 01 Jan 1970/)
    // The provider asks first, in the site's words.
    const html = await question.response.text()
    expect(html).toContain('<h1>Sign out of Harbor Home Security?</h1>')
    expect(html).toContain('name="logout" value="yes">Sign Out</button>')
    // …and comes back through /api/auth/logged-out to the page the customer was on.
    expect(landed.hops.some((hop) => hop.startsWith(`${site.baseUrl}/api/auth/logged-out?state=`))).toBe(true)
    expect(landed.url).toBe(`${site.baseUrl}/help-center`)
    // Signed out: the login state is cleared, the chat context key with it.
    expect(await (await send(jar, `${site.baseUrl}/api/session`)).json()).toMatchObject({
      is_logged_in: false,
      chat_context_key: null,
      chat_context_key_expiration: null,
    })
    expect(await providerSessionAlive(issuer, site.baseUrl, jar)).toBe(false)
  })

  it('signs out from an account page back to the home page, not into a new sign-in', async () => {
    const { jar } = await signIn(site.baseUrl, '/account')
    const { landed } = await signOut(site.baseUrl, jar, '/account')
    expect(landed.url).toBe(`${site.baseUrl}/`)
  })

  it('keeps the provider session when the customer chooses so, and still comes back signed out', async () => {
    const { jar } = await signIn(site.baseUrl, '/')
    const { landed } = await signOut(site.baseUrl, jar, '/faqs', 'stay')
    expect(landed.url).toBe(`${site.baseUrl}/faqs`)
    expect((await (await send(jar, `${site.baseUrl}/api/session`)).json()).is_logged_in).toBe(false)
    expect(await providerSessionAlive(site.ctx.upstreams.identityProvider.baseUrl, site.baseUrl, jar)).toBe(true)
  })

  it('tells a JSON client where to go to end the provider session', async () => {
    const { jar } = await signIn(site.baseUrl, '/')
    const out = await send(jar, `${site.baseUrl}/api/auth/logout`, {
      method: 'POST',
      body: JSON.stringify({ returnTo: '/faqs' }),
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: site.baseUrl },
    })
    expect(out.status).toBe(200)
    expect(out.headers.get('cache-control')).toBe('no-store')
    const body = await out.json()
    expect(body.ends_provider_session).toBe(true)
    expect(body.redirect_to).toMatch(new RegExp(`^${site.ctx.upstreams.identityProvider.baseUrl}/session/end\\?`))
    expect(jar.cookies.has('harbor_session')).toBe(false)
    // Signed out already (another tab): nothing left to end at the provider, straight back.
    const again = await send(jar, `${site.baseUrl}/api/auth/logout`, {
      method: 'POST',
      body: JSON.stringify({ returnTo: '/faqs' }),
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: site.baseUrl },
    })
    expect(await again.json()).toEqual({ redirect_to: '/faqs', ends_provider_session: false })
  })

  it('comes back from the provider only to the signed return place', async () => {
    const key = site.ctx.storage.keys.get('logout_state_key', () => 'unused')
    const back = (state: string) =>
      send(new CookieJar(), `${site.baseUrl}/api/auth/logged-out?state=${encodeURIComponent(state)}`)
    expect((await back(sealLogoutState('/faqs?x=1', key))).headers.get('location')).toBe('/faqs?x=1')
    expect((await back(sealLogoutState('/account', key))).headers.get('location')).toBe('/')
    expect((await back(sealLogoutState('/faqs', 'another-key'))).headers.get('location')).toBe('/')
    expect((await back('https://evil.example')).headers.get('location')).toBe('/')
    const none = await send(new CookieJar(), `${site.baseUrl}/api/auth/logged-out`)
    expect(none.status).toBe(303)
    expect(none.headers.get('location')).toBe('/')
  })

  it('offers no sign-out by GET', async () => {
    const { jar } = await signIn(site.baseUrl, '/')
    const response = await send(jar, `${site.baseUrl}/api/auth/logout`)
    expect(response.status).toBe(405)
    expect((await (await send(jar, `${site.baseUrl}/api/session`)).json()).is_logged_in).toBe(true)
  })

  it('refuses a sign-out posted from another site', async () => {
    const { jar } = await signIn(site.baseUrl, '/')
    const out = await send(jar, `${site.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    })
    expect(out.status).toBe(403)
    expect((await (await send(jar, `${site.baseUrl}/api/session`)).json()).is_logged_in).toBe(true)
  })

  it('answers a signed-out visitor with the default login state', async () => {
    const response = await send(new CookieJar(), `${site.baseUrl}/api/session`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      is_logged_in: false,
      expiration: 0,
      user_data: null,
      chat_context_key: null,
      chat_context_key_expiration: null,
    })
  })
})

describe('move request (spec §2.10)', () => {
  it('signed out: stores the redirect cookie, signs in, then goes straight to the move request', async () => {
    const jar = new CookieJar()
    const start = await send(jar, `${site.baseUrl}/api/auth/move-request`)
    expect(start.status).toBe(303)
    expect(start.headers.get('location')).toBe('/api/auth/login?returnTo=%2Fapi%2Fauth%2Fmove-request')
    expect(jar.lastSetCookie('harbor_redirect')).toMatch(/HttpOnly/i)
    const { landed } = await signIn(site.baseUrl, '/api/auth/move-request', undefined, jar)
    expect(landed.url).toBe(`${site.baseUrl}/embedded/account-api/moverequest`)
    // The page asks; its button makes the request (issue 28: a GET must not).
    const question = await landed.response.text()
    expect(question).toContain(`<h1>${realSite().config.navigation.account.moveRequest}</h1>`)
    expect(question).toContain('1200 Elm Street, Dallas, TX 75201')
    const action = /<form method="post" action="([^"]+)"/.exec(question)![1]!
    const made = await send(jar, `${site.baseUrl}${action}`, {
      method: 'POST',
      headers: { origin: site.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        step: 'confirm',
        site: 'HB-55120',
        street: '9 New Road',
        city: 'Plano',
        state: 'TX',
        zip: '75024',
        moveDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      }).toString(),
    })
    expect(await made.text()).toContain('Your move request was started')
    expect(jar.cookies.has('harbor_redirect')).toBe(false)
  })

  it('signed in: goes to {account-api}/moverequest directly', async () => {
    const { jar } = await signIn(site.baseUrl, '/')
    const response = await send(jar, `${site.baseUrl}/api/auth/move-request`)
    expect(response.headers.get('location')).toBe('/embedded/account-api/moverequest')
  })
})

describe('pages that require sign-in', () => {
  it('start the sign-in when signed out and show the page once signed in', async () => {
    const signedOut = await send(new CookieJar(), `${site.baseUrl}/account`)
    expect(signedOut.status).toBe(303)
    expect(signedOut.headers.get('location')).toBe('/api/auth/login?returnTo=%2Faccount')
    const { jar, landed } = await signIn(site.baseUrl, '/account')
    expect(landed.url).toBe(`${site.baseUrl}/account`)
    expect(await landed.response.text()).toBe('page /account')
    expect((await send(jar, `${site.baseUrl}/faqs`)).status).toBe(200)
  })

  it('leave public pages alone', async () => {
    const response = await send(new CookieJar(), `${site.baseUrl}/faqs`)
    expect(response.status).toBe(200)
  })
})

describe('the embedded provider', () => {
  it('answers a bad authorization request with its own accessible error page', async () => {
    const response = await fetch(
      `${site.ctx.upstreams.identityProvider.baseUrl}/auth?client_id=harbor-site&response_type=code&scope=openid&redirect_uri=https://evil.example/cb`,
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>Sign-in could not continue</h1>')
    expect(html).not.toContain('evil.example/cb"')
  })

  it('refuses a sign-out request with an unregistered way back on a page that does not offer to sign in again', async () => {
    const { jar } = await signIn(site.baseUrl, '/')
    const response = await send(
      jar,
      `${site.ctx.upstreams.identityProvider.baseUrl}/session/end?client_id=harbor-site&post_logout_redirect_uri=${encodeURIComponent('https://evil.example/out')}`,
      {
        headers: { accept: 'text/html' },
      },
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<h1>Sign-out could not finish here</h1>')
    expect(html).toContain('<a href="/">Go back to home</a>')
    expect(html).not.toContain('Try signing in again')
  })

  it('publishes the discovery document with its issuer, PKCE S256 and RS256 id_tokens', async () => {
    const issuer = site.ctx.upstreams.identityProvider.baseUrl
    const metadata = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()
    expect(metadata.issuer).toBe(issuer)
    expect(metadata.code_challenge_methods_supported).toContain('S256')
    expect(metadata.id_token_signing_alg_values_supported).toContain('RS256')
    expect(metadata.response_modes_supported).toContain('form_post')
    // Issue 28: no implicit grant, so no token ever travels in a URL.
    expect(metadata.response_types_supported).toEqual(['code'])
    expect(metadata.grant_types_supported).not.toContain('implicit')
    expect(metadata.end_session_endpoint).toBe(`${issuer}/session/end`)
    const jwks = await (await fetch(metadata.jwks_uri)).json()
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' })
    expect(jwks.keys[0].d).toBeUndefined()
  })
})
