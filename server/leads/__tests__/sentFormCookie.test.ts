import { afterEach, describe, expect, it } from 'vitest'
import express from 'express'
import { SENT_FORM_COOKIE, sentFormOf, setSentFormCookie } from '../sentFormCookie.server.ts'
import { listen } from './support/leadTestKit.ts'

/** The "this form was sent" cookie of a form posted without scripts: one per page, read back by that page only. */
const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  while (closers.length) await closers.pop()!()
})

async function server() {
  const app = express()
  app.post('/{*page}', (req, res) => {
    setSentFormCookie(res, { pathname: req.path, blockId: 'schedule' }, false)
    res.end()
  })
  app.get('/{*page}', (req, res) => void res.json(sentFormOf(req)))
  const listening = await listen(app)
  closers.push(listening.close)
  return listening
}

describe('sentFormCookie', () => {
  it('sets the cookie on the page’s own path, so the browser sends it back to that page only', async () => {
    const { url } = await server()
    const answer = await fetch(`${url}/secure`, { method: 'POST' })
    const cookie = answer.headers.getSetCookie()[0]!
    expect(cookie).toMatch(/^harbor_lead_sent=schedule%20%2Fsecure; Max-Age=1800; Path=\/secure; Expires=/)
    expect(cookie).toMatch(/; HttpOnly; SameSite=Lax$/)
  })

  it('shows the form as sent on its page, and on no other page the cookie reaches', async () => {
    const { url } = await server()
    const header = { cookie: `${SENT_FORM_COOKIE}=schedule%20%2Fsecure` }
    const on = async (path: string) => (await fetch(`${url}${path}`, { headers: header })).json()
    expect(await on('/secure')).toEqual({ blockId: 'schedule', pathname: '/secure' })
    // A cookie on Path=/secure also goes to /secure/… pages: they check the page path it names.
    expect(await on('/secure/cameras')).toBeNull()
    expect(await on('/score')).toBeNull()
  })

  it('reads the page’s own cookie first when a sent form on `/` (Path=/) comes along too', async () => {
    const { url } = await server()
    // Browsers list the cookie of the longest matching path first.
    const cookie = `${SENT_FORM_COOKIE}=schedule%20%2Fsecure; ${SENT_FORM_COOKIE}=get-a-quote%20%2F`
    expect(await (await fetch(`${url}/secure`, { headers: { cookie } })).json()).toEqual({
      blockId: 'schedule',
      pathname: '/secure',
    })
  })

  it('ignores a cookie whose block id is not one', async () => {
    const { url } = await server()
    const cookie = `${SENT_FORM_COOKIE}=${encodeURIComponent('<b> /secure')}`
    expect(await (await fetch(`${url}/secure`, { headers: { cookie } })).json()).toBeNull()
  })
})
