import { OutgoingMessage } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSite, type TestSite } from '../../../auth/__tests__/support/testServer.ts'
import { signIn } from '../../../auth/__tests__/support/signInDriver.ts'
import { listen } from '../../../leads/__tests__/support/leadTestKit.ts'
import { secureCookies } from '../secureCookies.server.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * Issue 28 item 2: the provider's `_session`, `_session.sig` and `_interaction*` cookies came back without
 * Secure in production: cookies@0.9 writes through `OutgoingMessage.prototype.setHeader` when the response
 * is Express's, past the override of `res.setHeader` that was tested only on a bare response.
 */
describe('Secure cookies in production', () => {
  it('adds Secure to cookies written by cookies@0.9 through Express, by res.cookie and by setHeader', async () => {
    const app = express()
    app.use(secureCookies)
    app.get('/', (_req, res) => {
      res.cookie('one', '1', { httpOnly: true })
      res.setHeader('Set-Cookie', [String(res.getHeader('set-cookie')), '_interaction=abc; path=/; secure'])
      // Last, as cookies@0.9 (under oidc-provider's Koa) writes on a response that has Express's `res.set`.
      const before = res.getHeader('set-cookie') as string[]
      OutgoingMessage.prototype.setHeader.call(res, 'Set-Cookie', [
        ...before,
        '_session=x; path=/; httponly',
        '_session.sig=y',
      ])
      res.send('ok')
    })
    const server = await listen(app)
    try {
      const cookies = (await fetch(server.url)).headers.getSetCookie()
      expect(cookies.map((c) => c.split('=')[0])).toEqual(['one', '_interaction', '_session', '_session.sig'])
      for (const cookie of cookies) expect(cookie.match(/;\s*secure/gi), cookie).toHaveLength(1)
    } finally {
      await server.close()
    }
  })

  describe('a whole sign-in at the embedded provider of a production server', () => {
    let site: TestSite
    beforeAll(async () => {
      site = await startTestSite({}, { production: true })
    })
    afterAll(() => site.close())

    it('sets every cookie, the provider’s and the site’s, Secure', async () => {
      const { jar } = await signIn(site.baseUrl, '/')
      const names = new Set(jar.seen.map((line) => line.split('=')[0]))
      for (const name of ['_session', '_session.sig', '_interaction', '_interaction.sig', '_interaction_resume'])
        expect(names, name).toContain(name)
      for (const line of jar.seen) expect(line, line).toMatch(/;\s*secure/i)
    })
  })
})
