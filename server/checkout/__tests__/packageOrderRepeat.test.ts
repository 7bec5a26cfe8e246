import { describe, expect, it } from 'vitest'
import { OPEN_ORDER_COOKIE, OPEN_ORDER_WINDOW_MS, sealOpenOrder } from '../openOrderCookie.server.ts'
import { packageOrderAppPerFile } from './support/packageOrderApp.ts'

/**
 * Issue 25: Back after ordering without scripts renders the shop again with a new order key, so a second Choose of the
 * same package made a second order. Within OPEN_ORDER_WINDOW_MS it goes to the open order of this browser (a signed
 * HttpOnly cookie); another package, another browser, a made-up cookie or the end of the window make a new order.
 */
const app = packageOrderAppPerFile()

const STANDARD = 'ecat-standard'
const STARTER = 'STD-STARTER-PACKAGE'
const VIDEO = 'STD-VIDEO-PACKAGE'

/** The open-order cookie a redirect set, as the browser sends it back ('' when none was set). */
function openOrderCookie(answer: Response): string {
  const set = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${OPEN_ORDER_COOKIE}=`))
  return set?.split(';')[0] ?? ''
}

/** A browser at one client address: each Choose sends back the cookies the last answers set. */
function browser(address: string) {
  let cookie = ''
  return {
    get cookie() {
      return cookie
    },
    set cookie(value: string) {
      cookie = value
    },
    async choose(packageId: string, key: string, path = '/shop', catalogId = STANDARD) {
      const answer = await app().choose(
        path,
        { packageId, catalogId, key },
        { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      )
      expect(answer.status).toBe(303)
      cookie = openOrderCookie(answer) || cookie
      return { location: answer.headers.get('location'), setCookie: openOrderCookie(answer) }
    },
  }
}

describe('a second Choose of the package already ordered without scripts', () => {
  it('goes to the same checkout within the window; the cookie is HttpOnly, host-only, SameSite=Lax, for the window', async () => {
    const visitor = browser('198.51.100.61')
    const before = await app().ctx.storage.orders.count()
    const first = await app().choose(
      '/shop',
      { packageId: STARTER, catalogId: STANDARD, key: 'shop-repeat-key-01' },
      { 'x-forwarded-for': '198.51.100.61' },
    )
    const set = first.headers.getSetCookie().find((cookie) => cookie.startsWith(`${OPEN_ORDER_COOKIE}=`))!
    expect(set).toMatch(/; HttpOnly/)
    expect(set).toMatch(/; SameSite=Lax/)
    expect(set).toMatch(/; Path=\//)
    expect(set).not.toMatch(/; Domain=/)
    expect(set).toMatch(new RegExp(`Max-Age=${OPEN_ORDER_WINDOW_MS / 1000}`))
    visitor.cookie = openOrderCookie(first)
    // Back: the page rendered again with a new key, Choose again on the same package.
    const again = await visitor.choose(STARTER, 'shop-repeat-key-02')
    expect(again.location).toBe(first.headers.get('location'))
    // The window runs from the order: a second Choose does not move it.
    expect(again.setCookie).toBe('')
    expect(await app().ctx.storage.orders.count()).toBe(before + 1)
  })

  it('makes a new order for another package, which becomes the open one', async () => {
    const visitor = browser('198.51.100.62')
    const starter = await visitor.choose(STARTER, 'shop-repeat-key-11')
    const video = await visitor.choose(VIDEO, 'shop-repeat-key-12')
    expect(video.location).not.toBe(starter.location)
    expect((await app().orderOf(video.location)).payload).toMatchObject({ package: { name: 'Video Package' } })
    expect((await visitor.choose(VIDEO, 'shop-repeat-key-13')).location).toBe(video.location)
    // Starter again: not the open order any more, so a new one.
    const starterAgain = await visitor.choose(STARTER, 'shop-repeat-key-14')
    expect([starter.location, video.location]).not.toContain(starterAgain.location)
  })

  it('never reaches another browser’s order: without its cookie, or with one made up or altered, a new order', async () => {
    const owner = browser('198.51.100.63')
    const owned = await owner.choose(STARTER, 'shop-repeat-key-21')
    // Another browser (the same address too: an office behind one address) choosing the same package.
    const other = browser('198.51.100.63')
    expect((await other.choose(STARTER, 'shop-repeat-key-22')).location).not.toBe(owned.location)
    // A cookie naming the owner's key, signed with a key that is not the site's.
    const forged = browser('198.51.100.64')
    forged.cookie = `${OPEN_ORDER_COOKIE}=${sealOpenOrder(
      { catalogId: STANDARD, packageId: STARTER, orderKey: 'shop-repeat-key-21', expires: Date.now() + 60_000 },
      'not-the-site-key',
    )}`
    expect((await forged.choose(STARTER, 'shop-repeat-key-23')).location).not.toBe(owned.location)
    // The owner's own cookie with its payload rewritten (a later end), the signature kept.
    const [payload, signature] = owner.cookie.slice(OPEN_ORDER_COOKIE.length + 1).split('.')
    const stretched = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { expires: number }
    const altered = browser('198.51.100.65')
    altered.cookie = `${OPEN_ORDER_COOKIE}=${Buffer.from(JSON.stringify({ ...stretched, expires: stretched.expires + 1 })).toString('base64url')}.${signature}`
    expect((await altered.choose(STARTER, 'shop-repeat-key-24')).location).not.toBe(owned.location)
  })

  it('is a new order once the window has passed (the server’s clock)', async () => {
    const visitor = browser('198.51.100.66')
    const first = await visitor.choose(STARTER, 'shop-repeat-key-31')
    app().advance(OPEN_ORDER_WINDOW_MS - 60_000)
    expect((await visitor.choose(STARTER, 'shop-repeat-key-32')).location).toBe(first.location)
    app().advance(60_000)
    const after = await visitor.choose(STARTER, 'shop-repeat-key-33')
    expect(after.location).not.toBe(first.location)
    // That order is the open one now, for a window of its own.
    expect(after.setCookie).not.toBe('')
    expect((await visitor.choose(STARTER, 'shop-repeat-key-34')).location).toBe(after.location)
  })
})
