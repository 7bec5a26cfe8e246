import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSite, type TestSite } from '../../auth/__tests__/support/testServer.ts'
import { CookieJar, send } from '../../auth/__tests__/support/signInDriver.ts'
import { plainPagePolicy } from '../contentSecurityPolicy.server.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * Issue 28 item 10: /api/auth/callback, the embedded account API's move page and the identity provider's
 * pages sent no Content-Security-Policy, and the end-session page has an inline script.
 */
let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(() => site.close())

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? []

describe('every HTML answer of the server has a Content-Security-Policy', () => {
  it.each([
    ['the sign-in callback without a sign-in', () => `${site.baseUrl}/api/auth/callback?code=x&state=y`],
    ['the move request, signed out', () => `${site.ctx.upstreams.accountApi.baseUrl}/moverequest`],
    ['an unknown API path', () => `${site.baseUrl}/api/nothing-here`],
    ['a provider error page', () => `${site.ctx.upstreams.identityProvider.baseUrl}/auth?client_id=nobody`],
  ])('%s', async (_name, url) => {
    const answer = await send(new CookieJar(), url())
    const policy = answer.headers.get('content-security-policy')
    expect(policy).toBeTruthy()
    expect(directive(policy!, 'default-src')).toEqual(["'none'"])
    expect(directive(policy!, 'script-src')).not.toContain("'unsafe-inline'")
    expect(directive(policy!, 'frame-ancestors')).toEqual(["'self'"])
  })

  it("the provider's self-posting end-session page allows exactly its inline script", async () => {
    const issuer = site.ctx.upstreams.identityProvider.baseUrl
    // A browser without a provider session gets oidc-provider's self-submitting form (an inline script).
    const endSession = await send(new CookieJar(), `${issuer}/session/end?client_id=harbor-site`)
    const html = await endSession.text()
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!
    const policy = endSession.headers.get('content-security-policy')!
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    expect(directive(policy, 'script-src')).toEqual(["'self'", hash])
    // Its forms may reach the site's registered ways back, and nothing else.
    expect(directive(policy, 'form-action')).toEqual([
      "'self'",
      site.baseUrl,
      site.baseUrl.replace('127.0.0.1', 'localhost'),
    ])
  })
})

describe('the branded pages allow exactly their own style sheet (issue 25 item 7 kept strict)', () => {
  it.each([
    ['the provider sign-in page', () => `${site.baseUrl}/api/auth/login`],
    ['the move request, signed out', () => `${site.ctx.upstreams.accountApi.baseUrl}/moverequest`],
  ])('%s', async (_name, url) => {
    const jar = new CookieJar()
    let answer = await send(jar, url())
    for (let hop = 0; hop < 5 && answer.status >= 300 && answer.status < 400; hop += 1)
      answer = await send(jar, new URL(answer.headers.get('location')!, url()).href)
    const html = await answer.text()
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!)
    expect(styles).toHaveLength(1)
    const policy = answer.headers.get('content-security-policy')!
    const styleSources = directive(policy, 'style-src')
    expect(styleSources).not.toContain("'unsafe-inline'")
    expect(styleSources).toContain(`'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`)
    // No inline script: only files of this origin ('self'), such as the provider's show-password button.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc="\/)/)
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
  })
})

describe('plainPagePolicy', () => {
  it('allows no inline script, no foreign image, no foreign form target, no framing by others', () => {
    expect(plainPagePolicy(['https://www.example.com'])).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self' https://www.example.com; frame-ancestors 'self'; base-uri 'none'",
    )
  })
})
