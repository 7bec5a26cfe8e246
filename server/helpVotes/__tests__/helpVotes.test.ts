import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRouter } from '../../api/apiRouter.server.ts'
import { type LoopbackSite, startLoopbackSite } from '../../../tests/support/loopbackSite.ts'

/** "Was this article helpful?" posted as the article page's plain form does (urlencoded, no scripts). */
let site: LoopbackSite
beforeAll(async () => {
  site = await startLoopbackSite({ HELP_VOTE_LIMIT_PER_CLIENT: '3' })
  const app = express()
  app.set('trust proxy', 'loopback')
  app.use('/api', apiRouter(site.ctx))
  site.server.on('request', app)
})
afterAll(() => site.close())

function vote(address: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${site.base}/api/help-votes`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'X-Forwarded-For': address, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('POST /api/help-votes', () => {
  it('stores the answer and sends the reader back to the article, at the question, with the thank-you', async () => {
    const yes = await vote('203.0.113.10', { article: 'why-is-my-panel-beeping', helpful: 'yes' })
    expect(yes.status).toBe(303)
    expect(yes.headers.get('location')).toBe(
      '/help-center/articles/why-is-my-panel-beeping?helpful=yes#was-this-helpful',
    )
    expect(yes.headers.get('cache-control')).toBe('no-store')
    const no = await vote('203.0.113.10', { article: 'why-is-my-panel-beeping', helpful: 'no' })
    expect(no.headers.get('location')).toContain('?helpful=no#')
    expect(await site.ctx.storage.helpVotes.tally('why-is-my-panel-beeping')).toEqual({ yes: 1, no: 1 })
  })

  it('refuses a malformed answer or article and stores nothing', async () => {
    const malformed: Array<Record<string, string>> = [
      { article: 'replace-panel-battery', helpful: 'maybe' },
      { article: '../../etc', helpful: 'yes' },
      { article: 'https://evil.example/x', helpful: 'no' },
      { helpful: 'yes' },
    ]
    for (const fields of malformed) {
      expect((await vote('203.0.113.11', fields)).status, JSON.stringify(fields)).toBe(400)
    }
    expect(await site.ctx.storage.helpVotes.tally('replace-panel-battery')).toEqual({ yes: 0, no: 0 })
  })

  it('refuses an answer for an article the Help Center does not have, and stores nothing', async () => {
    const unknown = await vote('203.0.113.15', { article: 'no-such-article-here', helpful: 'no' })
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toBe('There is no Help Center article at that address.')
    expect(await site.ctx.storage.helpVotes.tally('no-such-article-here')).toEqual({ yes: 0, no: 0 })
    expect((await site.ctx.storage.helpVotes.tallies(100)).map((t) => t.article)).not.toContain('no-such-article-here')
  })

  it('refuses a cross-site post (the same-origin rule of every /api write)', async () => {
    const refused = await vote(
      '203.0.113.12',
      { article: 'replace-panel-battery', helpful: 'no' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    )
    expect(refused.status).toBe(403)
    expect(await site.ctx.storage.helpVotes.tally('replace-panel-battery')).toEqual({ yes: 0, no: 0 })
  })

  it('keeps at most the limit per client address; past it the article says to try later', async () => {
    for (let i = 0; i < 3; i++)
      expect((await vote('203.0.113.13', { article: 'camera-shows-offline', helpful: 'yes' })).status).toBe(303)
    const fourth = await vote('203.0.113.13', { article: 'camera-shows-offline', helpful: 'yes' })
    expect(fourth.headers.get('location')).toBe(
      '/help-center/articles/camera-shows-offline?helpful=later#was-this-helpful',
    )
    // Another address is counted on its own.
    expect(
      (await vote('203.0.113.14', { article: 'camera-shows-offline', helpful: 'no' })).headers.get('location'),
    ).toContain('?helpful=no#')
    expect(await site.ctx.storage.helpVotes.tally('camera-shows-offline')).toEqual({ yes: 3, no: 1 })
  })
})
