import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'
import { readRecordedRevision, revisionHeaderValue } from '../../server/revision/siteRevision.server.ts'

const baseUrl = inject('baseUrl')

/** Issue 30 item 5: every answer of the production server names the build's revision. */
describe('the build revision', () => {
  const recorded = readRecordedRevision(repoRoot)
  const asset = readdirSync(join(repoRoot, 'dist/client/assets')).find((name) => name.endsWith('.js'))

  it('was recorded by the build: the commit (or unknown), the config hash, the build time', () => {
    expect(recorded).toMatchObject({
      commit: expect.stringMatching(/^([0-9a-f]{40}|unknown)$/),
      contentHash: expect.stringMatching(/^[\w-]{43}$/),
      builtAt: expect.any(String),
    })
  })

  it.each([
    ['a prerendered page', '/'],
    ['a page rendered per request', '/help-center/search?q=camera'],
    ['the 404 page', '/no-such-page'],
    ['an asset', `/assets/${asset}`],
    ['an API answer', '/api/zip/serviceable-list'],
    ['the readiness check', '/api/health/ready'],
  ])('is the X-Site-Revision header of %s', async (_what, path) => {
    const response = await fetch(baseUrl + path, { redirect: 'manual' })
    await response.arrayBuffer()
    expect(response.headers.get('x-site-revision')).toBe(revisionHeaderValue(recorded!))
  })

  it('is in /api/health for a visitor through a proxy too, beside only the status', async () => {
    const health = await (
      await fetch(`${baseUrl}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.8' } })
    ).json()
    expect(health).toEqual({ status: 'ok', revision: recorded })
  })
})
