import { beforeAll, describe, expect, inject, it } from 'vitest'
import { browserPerFile } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
/** A signed-in customer's session cookie, from a real sign-in on the embedded provider. */
let sessionCookie: string

beforeAll(async () => {
  const context = await browser().newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/api/auth/login`)
    await page.getByLabel('E-mail').fill('alex.morgan@example.com')
    await page.getByLabel('Password').fill('harbor-demo-1')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(`${baseUrl}/account`)
    const session = (await context.cookies()).find((cookie) => cookie.name === 'harbor_session')!
    sessionCookie = `harbor_session=${session.value}`
  } finally {
    await context.close()
  }
}, 90_000)

async function get(path: string, cookie?: string) {
  const response = await fetch(baseUrl + path, {
    redirect: 'manual',
    headers: { 'Accept-Encoding': 'gzip', ...(cookie ? { Cookie: cookie } : {}) },
  })
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    vary: (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()),
    html: await response.text(),
  }
}

/** `/` is prerendered; `/shop` is rendered per request. */
const PAGES = ['/', '/shop']

/**
 * A CDN in front of the site keys a page by its URL and what it varies on. A copy it may share must be one made
 * for no session, and must say it varies on the cookie, or the CDN would hand the signed-out copy to a signed-in
 * customer (and, had a signed-in copy been shareable, one customer's name to everyone).
 */
describe('what a shared cache may keep of a page (review finding 1)', () => {
  it.each(PAGES)('%s for a signed-out visitor: shareable, and varying on the cookie', async (path) => {
    const page = await get(path)
    expect(page.status).toBe(200)
    expect(page.cacheControl).toBe(path === '/' ? 'public, max-age=0, s-maxage=300, must-revalidate' : 'no-cache')
    expect(page.vary).toContain('cookie')
    // The signed-out look, until the browser asks who is signed in (the account words are in the page's data too).
    expect(page.html).toContain('data-account-state="unknown"')
    expect(page.html).not.toContain('data-account-state="signed-in"')
  })

  it.each(PAGES)('%s for a signed-in customer: names them, private, stored by no cache', async (path) => {
    const page = await get(path, `site_pref=1; ${sessionCookie}`)
    expect(page.status).toBe(200)
    expect(page.html).toMatch(/Signed in as(<!-- -->)? <strong>Alex<\/strong>/)
    expect(page.cacheControl).toBe('private, no-store')
    expect(page.vary).toContain('cookie')
  })

  it.each(PAGES)('%s with a session cookie whose login is gone: the signed-out page, still private', async (path) => {
    const page = await get(path, 'harbor_session=no-such-session')
    expect(page.status).toBe(200)
    // The signed-out look, until the browser asks who is signed in (the account words are in the page's data too).
    expect(page.html).toContain('data-account-state="unknown"')
    expect(page.html).not.toContain('data-account-state="signed-in"')
    expect(page.cacheControl).toBe('private, no-store')
    expect(page.vary).toContain('cookie')
  })

  it('a revalidation of the shared copy with the session cookie gets the private page, never a 304', async () => {
    const shared = await fetch(`${baseUrl}/`, { headers: { 'Accept-Encoding': 'gzip' } })
    const etag = shared.headers.get('etag')!
    expect(etag).toBeTruthy()
    const revalidated = await fetch(`${baseUrl}/`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag, Cookie: sessionCookie },
    })
    expect(revalidated.status).toBe(200)
    expect(revalidated.headers.get('cache-control')).toBe('private, no-store')
    expect(await revalidated.text()).toMatch(/Signed in as(<!-- -->)? <strong>Alex<\/strong>/)
  })
})
