import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSite, type TestSite } from '../../../auth/__tests__/support/testServer.ts'
import { CookieJar, follow, send } from '../../../auth/__tests__/support/signInDriver.ts'
import { DEFAULT_SIGN_IN_THROTTLE } from '../signInThrottle.server.ts'
import { accountSlowDown } from '../accountSlowDown.server.ts'
import { memoryTurnSlots } from '../../../rateLimits/turnSlots.server.ts'

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

const attempt = (jar: CookieJar, action: string, email: string, password: string, from?: string) =>
  send(jar, action, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(from ? { 'x-forwarded-for': from } : {}) },
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

/** Issue 28 item 5: five wrong passwords from five addresses, and the right one from a sixth got 429 for 15 minutes. */
describe('embedded identity provider: no locking a customer out', () => {
  it('signs the customer in with the right password after wrong ones from many addresses', async () => {
    const email = 'jordan.lee@example.com'.toUpperCase()
    for (let i = 0; i < DEFAULT_SIGN_IN_THROTTLE.perEmail + 2; i++) {
      const jar = new CookieJar()
      const action = await loginForm(jar)
      expect((await attempt(jar, action, email, `wrong-${i}`, `198.51.100.${i + 1}`)).status).toBe(401)
    }
    const jar = new CookieJar()
    const action = await loginForm(jar)
    const signedIn = await attempt(jar, action, 'jordan.lee@example.com', 'harbor-demo-2', '203.0.113.200')
    expect(signedIn.status).toBeLessThan(400)
  })
})

describe('the account slow-down', () => {
  it("spaces an account's sign-ins, queues rather than refuses, and refuses only a flood", async () => {
    let clock = 0
    const waits: number[] = []
    const slowDown = accountSlowDown({
      spacingMs: 2_000,
      maxWaitMs: 6_000,
      slots: memoryTurnSlots(() => clock),
      wait: async (ms) => void waits.push(ms),
    })
    const turns = await Promise.all(Array.from({ length: 5 }, () => slowDown.turn('email:a@example.com')))
    expect(turns).toEqual([true, true, true, true, false])
    expect(waits).toEqual([2_000, 4_000, 6_000])
    // Another account has its own turns; once time has passed, the account is free again.
    expect(await slowDown.turn('email:b@example.com')).toBe(true)
    clock += 8_000
    expect(await slowDown.turn('email:a@example.com')).toBe(true)
    expect(waits).toEqual([2_000, 4_000, 6_000])
  })
})
