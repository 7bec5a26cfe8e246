import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningStudio, startStudio } from '../server/startStudio.server.ts'
import { STUDIO_TOKEN_HEADER } from '../server/studioGuard.server.ts'
import { repoRoot } from './support/studioUnderTest.ts'

/**
 * Issue 28 item 4: the studio API checked neither Host nor Origin (a page on attacker.example resolving to
 * 127.0.0.1 could rewrite routes.json), and its Vite server served data/site.db to any localhost origin.
 * A real studio (Vite included) on a free port; the probe files are made here and removed after.
 */
let studio: RunningStudio
let editable: string
const probeDir = join(repoRoot, 'data', `studio-guard-probe-${process.pid}`)
const probeDb = `studio-guard-probe-${process.pid}.db`

beforeAll(async () => {
  editable = mkdtempSync(join(repoRoot, 'node_modules', '.studio-guard-'))
  mkdirSync(join(editable, 'site-config'))
  for (const name of ['routes.json', 'partners.json', 'site-config/sections.json'])
    copyFileSync(join(repoRoot, name), join(editable, name))
  mkdirSync(probeDir, { recursive: true })
  writeFileSync(join(probeDir, 'site.db'), 'SQLite format 3\0secret')
  writeFileSync(join(repoRoot, probeDb), 'SQLite format 3\0secret')
  studio = await startStudio({ root: repoRoot, editableDir: editable, port: 0 })
}, 120_000)
afterAll(async () => {
  await studio?.close()
  rmSync(probeDir, { recursive: true, force: true })
  rmSync(join(repoRoot, probeDb), { force: true })
  rmSync(editable, { recursive: true, force: true })
})

/** A raw request, so the Host header can be what a rebinding page's browser sends. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { port } = new URL(studio.url)
  return new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

const withToken = (extra: Record<string, string> = {}) => ({
  host: new URL(studio.url).host,
  [STUDIO_TOKEN_HEADER]: studio.token,
  ...extra,
})

describe('the studio guard', () => {
  it('answers its own pages with the token, on localhost', async () => {
    expect((await get('/studio/api/pages', withToken())).status).toBe(200)
    expect((await get('/studio/api/pages', withToken({ host: `127.0.0.1:${new URL(studio.url).port}` }))).status).toBe(
      200,
    )
  })

  it('refuses a foreign Host (DNS rebinding), even with the token', async () => {
    const refused = await get('/studio/api/pages', withToken({ host: `attacker.example:${new URL(studio.url).port}` }))
    expect(refused.status).toBe(403)
    expect((await get('/studio/api/save', withToken({ host: 'attacker.example' }), 'POST')).status).toBe(403)
  })

  it('refuses cross-origin requests: another localhost port, another site', async () => {
    for (const origin of ['http://localhost:5173', 'http://attacker.example'])
      expect((await get('/studio/api/pages', withToken({ origin }))).status, origin).toBe(403)
    expect((await get('/studio/api/pages', withToken({ 'sec-fetch-site': 'same-site' }))).status).toBe(403)
    expect((await get('/studio/api/pages', withToken({ origin: `http://${new URL(studio.url).host}` }))).status).toBe(
      200,
    )
  })

  it('wants the per-launch token; the launch link sets it as an HttpOnly SameSite=Strict cookie', async () => {
    const host = { host: new URL(studio.url).host }
    expect((await get('/studio/api/pages', host)).status).toBe(401)
    expect((await get('/studio/client/main.tsx', host)).status).toBe(401)
    expect((await get('/studio/api/pages', { ...host, [STUDIO_TOKEN_HEADER]: 'x'.repeat(32) })).status).toBe(401)
    // The studio's own ZIP calls to its embedded lead API carry that API's key instead; without it, 401 there.
    const leadApi = await get('/embedded/lead-api/Lead/GetAllServiceableZipCodes', host)
    expect(leadApi.status).toBe(401)
    expect(leadApi.body).toContain('ApiKey')
    const launch = new URL(studio.launchUrl)
    const admitted = await get(`${launch.pathname}${launch.search}&page=shop`, host)
    expect(admitted.status).toBe(303)
    expect(admitted.headers.location).toBe('/studio?page=shop')
    const cookie = String(admitted.headers['set-cookie'])
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect((await get('/studio/api/pages', { ...host, cookie: cookie.split(';')[0]! })).status).toBe(200)
  })

  it('never serves the database folder or SQLite files, in any spelling', async () => {
    const dir = probeDir.slice(repoRoot.length)
    for (const path of [
      `${dir}/site.db`,
      `${dir.replace('data', 'd%61ta')}/site.db`,
      `/${probeDb}`,
      `/${probeDb}?import`,
      `/@fs${probeDir}/site.db`,
      `/@fs${join(repoRoot, probeDb)}`,
    ]) {
      const answer = await get(path, withToken())
      expect(answer.status, path).toBe(404)
      expect(answer.body, path).not.toContain('secret')
    }
  })
})
