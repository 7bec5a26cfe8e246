import { type Server, createServer } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'
import { freePort } from '../../scripts/lib/freePort.ts'
import { buildBranch } from '../../scripts/preview/buildBranch.ts'
import { type ServedPreview, servePreview } from '../../scripts/preview/servePreview.ts'
import { branchFolder } from '../../scripts/preview/previewRegistry.ts'
import { git } from '../../studio/server/review/git.server.ts'
import { commitToBranch } from '../../studio/server/review/commitToBranch.server.ts'
import { signedPreviewUrl } from '../../server/preview/previewLinks.server.ts'
import { openSqliteStorage } from '../../server/storage/siteStorage.server.ts'
import { queryRows } from '../../server/storage/__tests__/support/inspect.ts'

/**
 * `npm run preview -- <branch>` end to end: a review branch with a changed heading is built in its own
 * worktree (beside a clone of this repository's last commit, never this checkout) and served by the
 * production server as a preview, with the company's lead API configured in its environment, which a
 * preview must never reach.
 */
const BRANCH = 'site/preview-heading'
const OLD_HEADING = 'Home Security Designed Around Your Home'
const NEW_HEADING = 'Previewed Heading For The Review'
const SECRET = 'e2e-preview-secret'

let clone = ''
let home = ''
let preview: ServedPreview | undefined
let company: Server
const companyRequests: string[] = []

beforeAll(async () => {
  // The company's systems: any request reaching them is a preview lead that escaped.
  company = createServer((req, res) => {
    companyRequests.push(`${req.method} ${req.url}`)
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
  await new Promise<void>((resolve) => company.listen(0, '127.0.0.1', resolve))
  const companyUrl = `http://127.0.0.1:${(company.address() as AddressInfo).port}`

  clone = mkdtempSync(join(tmpdir(), 'preview-clone-'))
  home = mkdtempSync(join(tmpdir(), 'preview-home-'))
  const head = git(repoRoot, ['rev-parse', 'HEAD'])
  git(clone, ['clone', '--quiet', '--shared', '--no-checkout', repoRoot, '.'])
  const routes = git(clone, ['show', `${head}:routes.json`], { raw: true })
  expect(routes).toContain(`"heading": "${OLD_HEADING}"`)
  commitToBranch({
    repoDir: clone,
    branch: BRANCH,
    base: head,
    files: { 'routes.json': routes.replace(`"heading": "${OLD_HEADING}"`, `"heading": "${NEW_HEADING}"`) },
    message: 'Home: a new heading',
  })
  const build = await buildBranch({
    repoDir: clone,
    branch: BRANCH,
    home,
    nodeModules: join(repoRoot, 'node_modules'),
    buildOutput: 'quiet',
  })
  preview = await servePreview({
    dir: build.dir,
    branch: BRANCH,
    home,
    port: await freePort(),
    host: '127.0.0.1',
    output: 'pipe',
    env: {
      ...process.env,
      PREVIEW_SECRET: SECRET,
      LEAD_API_URL: companyUrl,
      LEAD_API_KEY: 'company-key',
      MARKETING_AUTOMATION_URL: companyUrl,
      MARKETING_AUTOMATION_PORTAL_ID: '123',
      CHECKOUT_API_URL: companyUrl,
      CHECKOUT_API_KEY: 'company-key',
    },
  })
}, 900_000)

afterAll(async () => {
  await preview?.stop()
  await new Promise<void>((resolve) => company.close(() => resolve()))
  if (clone) rmSync(clone, { recursive: true, force: true })
  if (home) rmSync(home, { recursive: true, force: true })
})

function lead(origin: string, idempotencyKey: string) {
  return {
    idempotencyKey,
    formId: 'home_callback_masterform_1',
    kind: 'callback',
    page: { pageName: 'home', pageUrl: `${origin}/`, routeName: 'home', partnerKey: null },
    contact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(214) 555-0142',
      zip: '75201',
    },
    answers: { property_type: 'property_type_rental', do_you_have_a_security_system: 'Yes' },
    attribution: {},
  }
}

describe('npm run preview -- <branch>', () => {
  it('serves the branch’s pages with the banner naming it, noindex', async () => {
    const response = await fetch(`${preview!.url}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const html = await response.text()
    expect(html).toContain(NEW_HEADING)
    expect(html).not.toContain(OLD_HEADING)
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).toMatch(/data-preview-banner=""[^>]*>Preview of the branch <strong>site\/preview-heading<\/strong>/)
  })

  it('keeps a lead in its embedded lead API and never sends it to the company', async () => {
    const key = `preview-lead-${Date.now()}`
    const accepted = await fetch(`${preview!.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(lead(preview!.url, key)),
    })
    expect(accepted.status).toBe(202)
    const storage = openSqliteStorage(join(home, 'data', branchFolder(BRANCH), 'site.db'))
    try {
      // The relay delivers in the background: wait until the preview's own lead API holds the lead.
      const [stored] = await vi.waitFor(
        async () => {
          const rows = await queryRows<{ body_json: string }>(
            storage,
            'SELECT body_json FROM embedded_lead_api_leads WHERE idempotency_key = ?',
            [`${key}.lead-api`],
          )
          if (!rows.length) throw new Error('the preview has not delivered the lead to its embedded lead API yet')
          return rows
        },
        { timeout: 30_000, interval: 100 },
      )
      expect(JSON.parse(stored!.body_json)).toMatchObject({ firstname: 'Ada' })
    } finally {
      await storage.close()
    }
    expect(companyRequests).toEqual([])
  }, 60_000)

  it('lets someone outside in with a signed link, and refuses it once expired', async () => {
    const outside = { 'X-Forwarded-For': '203.0.113.7' }
    const valid = new URL(signedPreviewUrl(`${preview!.url}/`, SECRET, BRANCH, new Date(Date.now() + 3_600_000)))
    const admitted = await fetch(valid, { headers: outside, redirect: 'manual' })
    expect(admitted.status).toBe(303)
    const cookie = admitted.headers.get('set-cookie')!.split(';')[0]!
    const page = await fetch(`${preview!.url}/`, { headers: { ...outside, Cookie: cookie } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(NEW_HEADING)

    const expired = new URL(signedPreviewUrl(`${preview!.url}/`, SECRET, BRANCH, new Date(Date.now() - 60_000)))
    const refused = await fetch(expired, { headers: outside, redirect: 'manual' })
    expect(refused.status).toBe(403)
    const text = await refused.text()
    expect(text).toContain('This preview link has expired')
    expect(text).not.toContain(NEW_HEADING)
    expect((await fetch(`${preview!.url}/`, { headers: outside })).status).toBe(403)
  })
})
