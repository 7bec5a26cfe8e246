import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { contextFor, listen, startUpstream, type Listening } from '../../leads/__tests__/support/leadTestKit.ts'
import { POSTED_PAGE, type PostedPage } from '../../leads/postedFormRequest.server.ts'
import { VISIT_COOKIE } from '../../visit/visitContact.server.ts'
import { shopZipChecks } from '../shopZipChecks.server.ts'
import { realSite } from '../../../tests/support/realSite.ts'

/**
 * Issue 25, D5: "Check My ZIP" without scripts asks for the shop page with `?zip=`, answered with the page rendered for
 * it: the ZIP hero's state (the field's ZIP and spec §2.3's answer) for the page handler, here a stand-in that answers
 * with the state it was given (the real page is in tests/e2e/shopWithoutScripts.test.ts). The lead API is the embedded
 * one, whose service area holds 75201 and not 99501.
 */
let upstream: Awaited<ReturnType<typeof startUpstream>>
let site: Listening
const hero = realSite()
  .config.routes.routes.find((route) => route.name === 'shop')!
  .blocks.find((block) => block.id === 'zip-hero')!.props as Record<string, string>

/** The checks before a stand-in page handler, on a server context of their own (its own ZIP checks and list). */
function siteOn(upstreamUrl: string): Promise<Listening> {
  const app = express()
  app.use(shopZipChecks(contextFor(openSqliteStorage(':memory:'), upstreamUrl)))
  app.use((_req, res) => {
    const posted = res.locals[POSTED_PAGE] as PostedPage | undefined
    res.status(posted ? 200 : 204).json(posted?.form ?? null)
  })
  return listen(app)
}

beforeAll(async () => {
  upstream = await startUpstream()
  site = await siteOn(upstream.url)
})
afterAll(async () => {
  await site.close()
  await upstream.close()
})

const check = async (path: string, on: Listening = site) => {
  const response = await fetch(on.url + path)
  return { response, state: response.status === 200 ? await response.json() : null }
}

describe('the shop’s ZIP checked without scripts', () => {
  it('answers a served ZIP with the accepted message, keeps it for the order page and is never cached', async () => {
    const { response, state } = await check('/shop?zip=75201')
    expect(state).toMatchObject({
      blockId: 'zip-hero',
      outcome: 'sent',
      values: { zip: '75201' },
      message: hero.zipAcceptedMessage!.replace('{{zip}}', '75201'),
    })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toContain(`${VISIT_COOKIE}=`)
  })

  it('gives the spec’s messages for a missing, a short and an unserved ZIP, and keeps nothing', async () => {
    const cases = [
      ['/shop?zip=', hero.zipRequiredMessage, 'invalid'],
      ['/shop?zip=7520', hero.zipInvalidMessage, 'invalid'],
      ['/shop?zip=99501', realSite().config.forms.serviceAvailabilityModal.heading, 'zipNotFound'],
    ] as const
    for (const [path, message, outcome] of cases) {
      const { response, state } = await check(path)
      expect(state, path).toMatchObject({ outcome, fieldErrors: { zip: message } })
      expect(response.headers.get('set-cookie'), path).toBeNull()
    }
  })

  it('counts a failed check as served (spec §8), on a partner’s shop too', async () => {
    const failing = await startUpstream((_req, res) => void res.status(502).end())
    const outage = await siteOn(failing.url)
    try {
      const { state } = await check('/shop/dallas-dealer?zip=99501', outage)
      expect(state).toMatchObject({ outcome: 'sent', values: { zip: '99501' } })
    } finally {
      await outage.close()
      await failing.close()
    }
  })

  it('leaves alone a request without ?zip= and a page without the ZIP hero', async () => {
    expect((await check('/shop')).response.status).toBe(204)
    expect((await check('/secure?zip=75201')).response.status).toBe(204)
  })
})
