import { type IncomingMessage, type Server, createServer } from 'node:http'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { type ChildProcess, spawn } from 'node:child_process'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SaveRequest, studioSite } from '../../studioApi.server.ts'
import { EDITABLE_FILES, hashText, pageBlocks } from '../../pageFiles.server.ts'
import { pageSettings } from '../../pageSettings.server.ts'
import { reviewApi } from '../reviewApi.server.ts'
import { git } from '../git.server.ts'
import { recordRunningPreview } from '../../../../scripts/preview/previewRegistry.ts'
import { checkPreviewLink } from '../../../../server/preview/previewLinks.server.ts'

/**
 * The review routes over HTTP with GitHub configured: a send commits to a new branch, pushes it to a bare
 * origin and opens the pull request through a local server speaking GitHub's REST API; a second send from
 * the reopened branch adds a commit and keeps that pull request.
 */
const repoRoot = join(import.meta.dirname, '../../../..')
let repo = ''
let origin = ''
let github: Server
let studio: Server
let studioUrl = ''
const githubCalls: Array<{ method: string; path: string; body: unknown }> = []
let openPulls: unknown[] = []
let previewDir = ''
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0)
/** The previews the studio started: stand-in processes that run until the test ends. */
const started: Array<{ branch: string; child: ChildProcess }> = []

beforeAll(async () => {
  github = createServer((req, res) => {
    void bodyOf(req).then((text) => {
      const path = req.url!
      githubCalls.push({ method: req.method!, path, body: text ? JSON.parse(text) : null })
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' })
      if (req.method === 'POST') {
        openPulls = [{ number: 12, html_url: 'https://github.com/harbor/site/pull/12' }]
        return res.end(JSON.stringify(openPulls[0]))
      }
      res.end(JSON.stringify(path.startsWith('/repos/harbor/site/pulls') ? openPulls : { default_branch: 'main' }))
    })
  })
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve))

  previewDir = mkdtempSync(join(tmpdir(), 'review-api-previews-'))
  repo = mkdtempSync(join(tmpdir(), 'review-api-'))
  origin = mkdtempSync(join(tmpdir(), 'review-api-origin-'))
  git(origin, ['init', '--quiet', '--bare'])
  git(repo, ['init', '--quiet', '--initial-branch=main'])
  git(repo, ['config', 'user.name', 'Test Editor'])
  git(repo, ['config', 'user.email', 'editor@example.com'])
  mkdirSync(join(repo, 'site-config'))
  for (const file of EDITABLE_FILES) copyFileSync(join(repoRoot, file), join(repo, file))
  git(repo, ['add', '-A'])
  git(repo, ['commit', '--quiet', '-m', 'the site'])
  git(repo, ['remote', 'add', 'origin', origin])

  const app = express()
  app.use(
    '/review',
    reviewApi({
      root: repoRoot,
      editableDir: repo,
      site: studioSite(repoRoot, repo),
      env: {
        GITHUB_TOKEN: 'ghs_studio',
        GITHUB_REPOSITORY: 'harbor/site',
        GITHUB_API_URL: `http://127.0.0.1:${(github.address() as AddressInfo).port}`,
        PREVIEW_DIR: previewDir,
        PREVIEW_SECRET: 'studio-preview-secret',
      },
      now: () => NOW,
      startPreview: (branch) => {
        const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600000)'], { stdio: 'ignore' })
        started.push({ branch, child })
        return child
      },
    }),
  )
  studio = createServer(app)
  // Both servers run in this process, beside the clients that call them, and a send checks the whole site
  // synchronously for seconds on a loaded machine: an idle kept-alive socket's 5 s timer then fires just as the
  // client reuses the socket, and the call reads ECONNRESET. Idle sockets stay open instead (close() ends them).
  for (const server of [github, studio]) server.keepAliveTimeout = 0
  await new Promise<void>((resolve) => studio.listen(0, '127.0.0.1', resolve))
  studioUrl = `http://127.0.0.1:${(studio.address() as AddressInfo).port}/review`
})

afterAll(async () => {
  await Promise.all([github, studio].map((server) => new Promise((resolve) => server?.close(resolve))))
  for (const { child } of started) child.kill()
  for (const dir of [repo, origin, previewDir]) if (dir) rmSync(dir, { recursive: true, force: true })
})

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    req.on('end', () => resolve(text))
  })
}

/** The edit the studio's browser sends: /shop as it is, with a new title. */
function titleEdit(routesText: string, title: string): SaveRequest {
  const texts = Object.fromEntries(
    EDITABLE_FILES.map((file) => [file, file === 'routes.json' ? routesText : readFileSync(join(repo, file), 'utf8')]),
  ) as unknown as Parameters<typeof pageBlocks>[0]
  return {
    routeName: 'shop',
    partnerId: null,
    layer: 'template',
    listTarget: 'base',
    blocks: pageBlocks(texts, 'shop', null).blocks.map(({ id, type, props }) => ({ id, type, props })),
    settings: { ...pageSettings(texts, 'shop', null, 'default'), title },
    hashes: Object.fromEntries(EDITABLE_FILES.map((file) => [file, hashText(texts[file])])) as SaveRequest['hashes'],
  }
}

const post = (path: string, body: unknown) =>
  fetch(`${studioUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }))

describe('the studio review API with GitHub configured', () => {
  // Three sends, each checking the whole config and committing and pushing with git: sized for a loaded machine
  // (33 s under a load of 10 on two cores, against 30 s allowed by default).
  it(
    'sends to a new branch, pushes it and opens its pull request; a second send adds to it',
    { timeout: 120_000 },
    async () => {
      const working = readFileSync(join(repo, 'routes.json'), 'utf8')
      const head = git(repo, ['rev-parse', 'HEAD'])
      const first = await post('/send', { request: titleEdit(working, 'Shop Security Packages Today'), title: '' })
      expect(first.status).toBe(200)
      // No title typed: the config:diff summary's first change names the review.
      expect(first.body).toMatchObject({
        branch: 'site/shop-title',
        title: '/shop: Title',
        pushed: true,
        pullRequest: { number: 12, url: 'https://github.com/harbor/site/pull/12', created: true },
        howToOpen: null,
      })
      const created = githubCalls.find((call) => call.method === 'POST')!
      expect(created.path).toBe('/repos/harbor/site/pulls')
      expect(created.body).toMatchObject({ head: 'site/shop-title', base: 'main', title: '/shop: Title' })
      expect((created.body as { body: string }).body).toContain('Shop Security Packages Today')
      expect(git(origin, ['rev-parse', 'refs/heads/site/shop-title'])).toBe(first.body.commit)
      expect(git(repo, ['rev-parse', 'HEAD'])).toBe(head)
      expect(readFileSync(join(repo, 'routes.json'), 'utf8')).toBe(working)

      // The studio now edits the branch: the next send is a commit on it, under the same pull request.
      const listed = await fetch(`${studioUrl}/branches`).then((r) => r.json() as Promise<Record<string, unknown>>)
      expect(listed).toMatchObject({ current: 'main', editing: 'site/shop-title', github: true })
      expect((listed.branches as Array<{ name: string; pushed: boolean }>).map((b) => [b.name, b.pushed])).toEqual([
        ['site/shop-title', true],
      ])
      const onBranch = git(repo, ['show', 'site/shop-title:routes.json'], { raw: true })
      const second = await post('/send', { request: titleEdit(onBranch, 'Shop Security Packages Now') })
      expect(second.body).toMatchObject({
        branch: 'site/shop-title',
        pullRequest: { number: 12, created: false },
      })
      expect(git(repo, ['rev-parse', 'site/shop-title^'])).toBe(first.body.commit)
      expect(githubCalls.filter((call) => call.method === 'POST')).toHaveLength(1)

      // Back to the working files: a new send makes a new branch again.
      expect((await post('/close', {})).body).toEqual({ editing: null })
      const third = await post('/send', { request: titleEdit(working, 'Shop Packages'), title: '/shop: Title' })
      expect(third.body).toMatchObject({ branch: 'site/shop-title-2' })
    },
  )

  it('refuses a send over files changed since the page was opened, and an unknown branch', async () => {
    const request = titleEdit(readFileSync(join(repo, 'routes.json'), 'utf8'), 'X')
    const stale = await post('/send', { request: { ...request, hashes: { ...request.hashes, 'routes.json': 'old' } } })
    expect(stale.status).toBe(409)
    expect((await post('/open', { branch: 'main' })).status).toBe(404)
    expect((await post('/open', { branch: 'site/nope' })).status).toBe(404)
  })

  it('starts a review branch’s preview and links it, with a signed link to share', async () => {
    type Listed = {
      branches: Array<{ name: string; previewStarting: boolean; preview: Record<string, string> | null }>
    }
    const list = () => fetch(`${studioUrl}/branches`).then((r) => r.json() as Promise<Listed>)
    const branch = 'site/shop-title'
    expect((await post('/preview', { branch })).body).toEqual({ preview: 'starting' })
    expect((await post('/preview', { branch })).body).toEqual({ preview: 'starting' })
    expect(started.map((entry) => entry.branch)).toEqual([branch])
    expect((await list()).branches.find((entry) => entry.name === branch)).toMatchObject({
      previewStarting: true,
      preview: null,
    })

    // What `npm run preview` records once its server listens.
    const commit = git(repo, ['rev-parse', branch])
    recordRunningPreview(previewDir, {
      branch,
      commit,
      url: 'http://127.0.0.1:4999',
      publicUrl: 'https://preview.example.com',
      pid: started[0]!.child.pid!,
      startedAt: new Date(NOW).toISOString(),
    })
    const listed = (await list()).branches.find((entry) => entry.name === branch)!
    expect(listed.previewStarting).toBe(false)
    expect(listed.preview).toMatchObject({ url: 'http://127.0.0.1:4999', commit })
    const shared = new URL(listed.preview!.sharedUrl!)
    expect(shared.origin).toBe('https://preview.example.com')
    const expires = shared.searchParams.get('preview_expires')!
    expect(Number(expires)).toBe(NOW / 1000 + 7 * 86_400)
    expect(
      checkPreviewLink('studio-preview-secret', branch, expires, shared.searchParams.get('preview_sig')!, NOW),
    ).toBe('valid')
    // Running this very commit: nothing new is started.
    expect((await post('/preview', { branch })).body).toEqual({ preview: 'running' })
    expect(started).toHaveLength(1)
    expect((await post('/preview', { branch: 'main' })).status).toBe(404)
  })
})
