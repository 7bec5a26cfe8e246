import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSite, type TestSite } from '../../../auth/__tests__/support/testServer.ts'
import { CookieJar, send, signIn } from '../../../auth/__tests__/support/signInDriver.ts'
import { openSqliteStorage, sqlForTests } from '../../../storage/siteStorage.server.ts'
import { RESET_SENT_TEXT } from '../passwordReset/passwordResetPages.server.ts'
import { DEFAULT_RESET_LIMITS } from '../passwordReset/resetLimits.server.ts'
import { newPasswordProblems } from '../passwordReset/newPasswordRules.ts'
import { loginPage } from '../loginPage.server.ts'
import { logoutPage } from '../logoutPage.server.ts'
import { forgotPasswordPage } from '../passwordReset/passwordResetPages.server.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(() => site.close())

const provider = () => `${site.baseUrl}/embedded/oidc`
const form = (fields: Record<string, string>, from: string) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
})
const askForReset = (email: string, from: string) =>
  send(new CookieJar(), `${provider()}/password/forgot`, form({ email }, from))
const resetEmailsTo = async (email: string) =>
  (await site.ctx.storage.emails.latest(100)).filter(
    (mail) => mail.to.email === email && mail.templateId === 'password-reset-v1',
  )
/** The reset mails to an address once `count` have arrived (the answer does not wait for the mail). */
const resetEmailsArrived = async (email: string, count: number) => {
  await expect.poll(async () => (await resetEmailsTo(email)).length).toBe(count)
  return resetEmailsTo(email)
}

describe('embedded identity provider: sign-in page', () => {
  it('offers "Forgot password?" and a show-password button that ships hidden until its script runs', async () => {
    const jar = new CookieJar()
    const { follow } = await import('../../../auth/__tests__/support/signInDriver.ts')
    const html = await (await follow(jar, `${site.baseUrl}/api/auth/login`)).response.text()
    expect(html).toMatch(/<a class="forgot" href="[^"]*\/password\/forgot\?interaction=[^"]+">Forgot password\?<\/a>/)
    expect(html).toContain(
      '<button type="button" class="reveal" data-show-password aria-controls="password" aria-pressed="false" hidden>Show password</button>',
    )
    const script = await fetch(`${provider()}/assets/show-password.js`)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toContain("setAttribute('aria-pressed'")
  })
})

describe("the provider's pages carry the site's brand (brand.json), not a typed-in one", () => {
  it('names the brand of the config it is given', () => {
    const config = site.ctx.site().config
    const other = { ...config, brand: { ...config.brand, name: 'Beacon Alarm Co', shortName: 'Beacon' } }
    const pages = [
      loginPage({ config: other, mountPath: '/embedded/oidc', uid: 'abc' }),
      logoutPage(other, '<form id="op.logoutForm"></form>'),
      forgotPasswordPage({ config: other, action: '/f', backHref: '/b' }),
    ]
    expect(pages[0]).toContain('<h1>Sign in to your Beacon account</h1>')
    expect(pages[1]).toContain('<h1>Sign out of Beacon Alarm Co?</h1>')
    expect(pages[2]).toContain('Enter the e-mail address of your Beacon account.')
    for (const html of pages) {
      expect(html).toContain('<a class="brand" href="/">Beacon Alarm Co</a>')
      // The footer's links are navigation.json's own texts; the rest of the page names only the given brand.
      expect(html.slice(0, html.indexOf('<footer'))).not.toContain('Harbor')
    }
  })
})

describe('embedded identity provider: password reset', () => {
  it('answers the same for a customer and a stranger, and e-mails only the customer, once', async () => {
    const known = await askForReset('alex.morgan@example.com', '198.51.100.10')
    const unknown = await askForReset('nobody-here@example.com', '198.51.100.10')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const knownText = await known.text()
    expect(knownText).toContain(RESET_SENT_TEXT)
    expect(await unknown.text()).toBe(knownText)
    const mails = await resetEmailsArrived('alex.morgan@example.com', 1)
    expect(await resetEmailsTo('nobody-here@example.com')).toEqual([])
    // Only the token's hash is stored: the link's token is nowhere in the table.
    const token = new URL(mails[0]!.data.resetUrl!).searchParams.get('token')!
    const rows = await sqlForTests(site.ctx.storage).all<Record<string, unknown>>(
      'SELECT * FROM embedded_password_resets',
    )
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('sets a new password by the link once: then the new password signs in and the old one does not', async () => {
    await askForReset('jordan.lee@example.com', '198.51.100.20')
    const [mail] = await resetEmailsArrived('jordan.lee@example.com', 1)
    const link = mail!.data.resetUrl!
    const token = new URL(link).searchParams.get('token')!
    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Choose a new password')

    const submit = (password: string, confirm: string) =>
      send(new CookieJar(), `${provider()}/password/reset`, form({ token, password, confirm }, '198.51.100.20'))
    const short = await submit('short', 'short')
    expect(short.status).toBe(400)
    expect(await short.text()).toContain('Use at least 12 characters.')
    const mismatch = await submit('lantern harbor seventeen', 'lantern harbor seventy')
    expect(await mismatch.text()).toContain('The two passwords are not the same.')

    const saved = await submit('lantern harbor seventeen', 'lantern harbor seventeen')
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('Your password is changed')
    // Single use: the same link again is refused.
    expect((await submit('another long password', 'another long password')).status).toBe(410)
    expect((await fetch(link)).status).toBe(410)

    const withOld = await signIn(site.baseUrl, '/account', {
      email: 'jordan.lee@example.com',
      password: 'harbor-demo-2',
    })
    expect(withOld.callbackUrl).toBeUndefined()
    const withNew = await signIn(site.baseUrl, '/account', {
      email: 'jordan.lee@example.com',
      password: 'lantern harbor seventeen',
    })
    expect(withNew.callbackUrl).toContain('/api/auth/callback')
  })

  it('mails one mailbox at most 3 times a day, however the address is spelt, with the same answer past it', async () => {
    const spellings = ['alex.morgan@example.com', 'ALEX.MORGAN@example.com', 'alex.morgan+x@example.com']
    // Alex already had one reset mail in this file; three more requests from fresh addresses.
    const before = (await resetEmailsTo('alex.morgan@example.com')).length
    for (const [i, email] of [...spellings, ...spellings].entries()) {
      const answer = await askForReset(email, `203.0.113.${i + 1}`)
      expect(answer.status).toBe(200)
      expect(await answer.text()).toContain(RESET_SENT_TEXT)
    }
    await resetEmailsArrived('alex.morgan@example.com', Math.max(before, DEFAULT_RESET_LIMITS.perMailbox.limit))
  })

  it('refuses a client past its limit with 429, mailing nothing more', async () => {
    for (let i = 0; i < DEFAULT_RESET_LIMITS.perClient.limit; i++)
      expect((await askForReset(`someone${i}@example.com`, '192.0.2.77')).status).toBe(200)
    const refused = await askForReset('someone-else@example.com', '192.0.2.77')
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('Too many reset requests')
  })

  it('asks again for a missing or malformed address', async () => {
    const answer = await askForReset('not-an-address', '192.0.2.90')
    expect(answer.status).toBe(400)
    const html = await answer.text()
    expect(html).toContain('Enter the e-mail address of your account')
    expect(html).toContain('aria-invalid="true"')
  })
})

describe('reset tokens in the database', () => {
  it('expire after their time, and only the newest link of a customer works', async () => {
    const { passwords } = openSqliteStorage(':memory:')
    const minute = 60_000
    await passwords.issueReset('cust-1', 'hash-a', 30 * minute, 0)
    expect(await passwords.subjectOfLiveReset('hash-a', 29 * minute)).toBe('cust-1')
    expect(await passwords.subjectOfLiveReset('hash-a', 30 * minute)).toBeUndefined()
    expect(await passwords.completeReset('hash-a', 'scrypt$x', 31 * minute)).toBeUndefined()
    await passwords.issueReset('cust-1', 'hash-b', 40 * minute, 10 * minute)
    await passwords.issueReset('cust-1', 'hash-c', 45 * minute, 15 * minute)
    expect(await passwords.subjectOfLiveReset('hash-b', 16 * minute)).toBeUndefined()
    expect(await passwords.completeReset('hash-c', 'scrypt$y', 16 * minute)).toBe('cust-1')
    expect(await passwords.passwordHashOf('cust-1')).toBe('scrypt$y')
  })
})

describe('new password rules', () => {
  it.each([
    ['', '', 'password', 'Enter a new password.'],
    ['eleven char', 'eleven char', 'password', 'Use at least 12 characters.'],
    ['x'.repeat(129), 'x'.repeat(129), 'password', 'Use at most 128 characters.'],
    ['my jordan.lee password', 'my jordan.lee password', 'password', 'does not contain your e-mail address'],
    ['password1234', 'password1234', 'password', 'too easy to guess'],
    ['abababababababab', 'abababababababab', 'password', 'too easy to guess'],
    ['a long good passphrase', '', 'confirm', 'Type the new password again.'],
    ['a long good passphrase', 'a long good passphrasf', 'confirm', 'not the same'],
  ])('"%s" / "%s": %s says %s', (password, confirm, field, message) => {
    const problems = newPasswordProblems({ password, confirm, email: 'jordan.lee@example.com' })
    expect(problems.find((problem) => problem.field === field)?.message).toContain(message)
  })

  it('takes a long passphrase typed twice', () => {
    expect(
      newPasswordProblems({ password: 'four words go here', confirm: 'four words go here', email: 'a@b.co' }),
    ).toEqual([])
  })
})
