import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSite, type TestSite } from '../../../auth/__tests__/support/testServer.ts'
import { CookieJar, follow, send } from '../../../auth/__tests__/support/signInDriver.ts'
import { DEFAULT_SIGN_IN_THROTTLE } from '../signInThrottle.server.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(() => site.close())

async function loginForm(jar: CookieJar): Promise<string> {
  const toLogin = await follow(jar, `${site.baseUrl}/api/auth/login?returnTo=%2F`)
  const action = /<form method="post" action="([^"]+\/login)"/.exec(await toLogin.response.text())?.[1]
  return new URL(action!, site.baseUrl).href
}

const attempt = (jar: CookieJar, action: string, email: string, password: string) =>
  send(jar, action, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

/** Issue 20 item 9: the embedded identity provider throttles wrong passwords. */
describe('embedded identity provider: password guessing', () => {
  it('refuses further guesses for one e-mail after a few wrong passwords, with Retry-After', async () => {
    const jar = new CookieJar()
    const action = await loginForm(jar)
    for (let i = 0; i < DEFAULT_SIGN_IN_THROTTLE.perEmail; i++)
      expect((await attempt(jar, action, 'jordan.lee@example.com', `wrong-${i}`)).status).toBe(401)
    const refused = await attempt(jar, action, 'jordan.lee@example.com', 'wrong-again')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect(await refused.text()).toContain('Too many sign-in attempts')
  })

  it('does not count a right password: a customer is never held up by signing in', async () => {
    for (let i = 0; i < DEFAULT_SIGN_IN_THROTTLE.perEmail + 2; i++) {
      const jar = new CookieJar()
      const action = await loginForm(jar)
      expect((await attempt(jar, action, 'alex.morgan@example.com', 'harbor-demo-1')).status).toBeLessThan(400)
    }
  })
})
