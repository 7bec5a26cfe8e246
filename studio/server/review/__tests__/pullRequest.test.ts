import { type IncomingMessage, type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gitHubSettingsFrom, openReviewPullRequest } from '../pullRequest.server.ts'

interface Seen {
  method: string
  url: string
  authorization: string | undefined
  body: unknown
}

/** A local HTTP server answering the GitHub REST endpoints the studio uses, recording every request. */
let server: Server
let seen: Seen[]
let openPulls: unknown[]
let baseUrl = ''

beforeEach(async () => {
  seen = []
  openPulls = []
  server = createServer((req, res) => {
    void readBody(req).then((text) => {
      seen.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        body: text ? JSON.parse(text) : null,
      })
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      const url = new URL(req.url!, 'http://github.test')
      if (req.method === 'GET' && url.pathname === '/repos/harbor/site/pulls') return json(200, openPulls)
      if (req.method === 'GET' && url.pathname === '/repos/harbor/site') return json(200, { default_branch: 'main' })
      if (req.method === 'POST' && url.pathname === '/repos/harbor/site/pulls')
        return json(201, { number: 42, html_url: 'https://github.com/harbor/site/pull/42' })
      json(404, { message: 'Not Found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())))

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    req.on('end', () => resolve(text))
  })
}

describe('openReviewPullRequest', () => {
  it('opens the pull request of a review branch with Octokit, into the default branch', async () => {
    const settings = gitHubSettingsFrom({
      GITHUB_TOKEN: 'ghs_test',
      GITHUB_REPOSITORY: 'harbor/site',
      GITHUB_API_URL: baseUrl,
    })!
    const pr = await openReviewPullRequest(settings, {
      branch: 'site/shop-heading',
      title: '/shop: Block hero (Hero)',
      body: '## Site changes\n\n- heading',
    })
    expect(pr).toEqual({ number: 42, url: 'https://github.com/harbor/site/pull/42', created: true })
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /repos/harbor/site/pulls?state=open&head=harbor%3Asite%2Fshop-heading',
      'GET /repos/harbor/site',
      'POST /repos/harbor/site/pulls',
    ])
    expect(seen.every((request) => request.authorization === 'token ghs_test')).toBe(true)
    expect(seen[2]!.body).toEqual({
      head: 'site/shop-heading',
      base: 'main',
      title: '/shop: Block hero (Hero)',
      body: '## Site changes\n\n- heading',
    })
  })

  it('keeps the open pull request of a reopened review instead of opening another', async () => {
    openPulls = [{ number: 7, html_url: 'https://github.com/harbor/site/pull/7' }]
    const pr = await openReviewPullRequest(
      { token: 't', repository: 'harbor/site', baseUrl },
      { branch: 'site/x', title: 't', body: 'b', base: 'release' },
    )
    expect(pr).toEqual({ number: 7, url: 'https://github.com/harbor/site/pull/7', created: false })
    expect(seen.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('opens into the given base branch', async () => {
    await openReviewPullRequest(
      { token: 't', repository: 'harbor/site', baseUrl },
      { branch: 'site/x', title: 't', body: 'b', base: 'release' },
    )
    expect(seen.map((request) => request.method)).toEqual(['GET', 'POST'])
    expect((seen[1]!.body as { base: string }).base).toBe('release')
  })

  it('needs both GITHUB_TOKEN and GITHUB_REPOSITORY', () => {
    expect(gitHubSettingsFrom({ GITHUB_TOKEN: 't' })).toBeNull()
    expect(gitHubSettingsFrom({ GITHUB_REPOSITORY: 'harbor/site' })).toBeNull()
    expect(gitHubSettingsFrom({ GITHUB_TOKEN: 't', GITHUB_REPOSITORY: 'not a repo' })).toBeNull()
  })
})
