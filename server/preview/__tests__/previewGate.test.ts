import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withPreviewGate } from '../previewGate.server.ts'
import { PREVIEW_COOKIE, signedPreviewUrl } from '../previewLinks.server.ts'
import { applyPreviewEnvironment, previewModeFrom } from '../previewMode.server.ts'

const SECRET = 'gate-secret'
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0)
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="index,follow"><title>Shop</title></head><body class="site"><div id="root"><h1>Shop</h1></div></body></html>'

let server: Server
let origin = ''

beforeAll(async () => {
  // The site's answers, written the ways the real server writes them: setHeader + end, writeHead with
  // headers + chunks, and a non-HTML answer.
  server = createServer(
    withPreviewGate(
      { branch: 'site/shop-<b>', secret: SECRET },
      (req, res) => {
        if (req.url === '/asset.js') {
          res.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Length': '7' })
          return void res.end('alert()')
        }
        if (req.url === '/not-modified') {
          res.writeHead(req.headers['if-none-match'] ? 304 : 200, { 'Content-Type': 'text/html' })
          return void res.end(req.headers['if-none-match'] ? undefined : PAGE)
        }
        if (req.url === '/chunked') {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ETag: '"abc"' })
          res.write(PAGE.slice(0, 40))
          return void res.end(Buffer.from(PAGE.slice(40)))
        }
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Content-Length', Buffer.byteLength(PAGE))
        res.end(PAGE)
      },
      () => NOW,
    ),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** As a visitor from elsewhere reaches it: through a proxy, which names the client. */
const fromOutside = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers: { 'X-Forwarded-For': '203.0.113.9', ...headers }, redirect: 'manual' })

describe('the preview gate', () => {
  it('marks every page: banner naming the branch first in the body, noindex meta and header', async () => {
    for (const path of ['/shop', '/chunked']) {
      const response = await fetch(`${origin}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(response.headers.get('etag')).toBeNull()
      const html = await response.text()
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html))
      expect(html).toContain('<head><meta name="robots" content="noindex, nofollow">')
      expect(html).not.toContain('index,follow')
      expect(html).toMatch(
        /<body class="site"><div role="region" aria-label="Preview" data-preview-banner=""[^>]*>Preview of the branch <strong>site\/shop-&#60;b&#62;<\/strong>/,
      )
      expect(html).toContain('<div id="root"><h1>Shop</h1></div>')
    }
  })

  it('answers a conditional request with the whole page, marked, and an empty answer without a body', async () => {
    const response = await fetch(`${origin}/not-modified`, { headers: { 'If-None-Match': '"abc"' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('data-preview-banner')
    const head = await fetch(`${origin}/shop`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('passes other answers through untouched, with noindex', async () => {
    const response = await fetch(`${origin}/asset.js`)
    expect(await response.text()).toBe('alert()')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it('lets a signed link in once, as a cookie, then refuses it after it expires', async () => {
    const link = new URL(
      signedPreviewUrl(`${origin}/shop?utm_source=mail`, SECRET, 'site/shop-<b>', new Date(NOW + 60_000)),
    )
    const first = await fromOutside(link.pathname + link.search)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/shop?utm_source=mail')
    const setCookie = first.headers.get('set-cookie')!
    expect(setCookie).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=\\d+\\.[\\w-]+; Max-Age=60; Path=/; HttpOnly; SameSite=Lax`),
    )
    const cookie = setCookie.split(';')[0]!
    const next = await fromOutside('/shop', { Cookie: cookie })
    expect(next.status).toBe(200)
    expect(await next.text()).toContain('data-preview-banner')

    const expired = new URL(signedPreviewUrl(`${origin}/shop`, SECRET, 'site/shop-<b>', new Date(NOW - 1000)))
    const refused = await fromOutside(expired.pathname + expired.search)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(await refused.text()).toContain('<h1>This preview link has expired</h1>')
  })

  it('refuses a forged link and a visitor without one; this machine needs none', async () => {
    const link = new URL(signedPreviewUrl(`${origin}/shop`, SECRET, 'site/other', new Date(NOW + 60_000)))
    const forged = await fromOutside(link.pathname + link.search)
    expect(forged.status).toBe(403)
    expect(await forged.text()).toContain('This preview link is not valid')
    const bare = await fromOutside('/shop')
    expect(bare.status).toBe(403)
    expect(await bare.text()).toContain('This preview needs a preview link')
    expect((await fetch(`${origin}/shop`)).status).toBe(200)
  })
})

describe('preview mode', () => {
  it('is on with PREVIEW_BRANCH, and then the company’s services and shared storage are taken out', () => {
    expect(previewModeFrom({})).toBeNull()
    expect(previewModeFrom({ PREVIEW_BRANCH: 'site/x', PREVIEW_SECRET: 's' })).toEqual({
      branch: 'site/x',
      secret: 's',
    })
    const env: NodeJS.ProcessEnv = {
      PREVIEW_BRANCH: 'site/x',
      LEAD_API_URL: 'https://leads.example.com',
      LEAD_API_KEY: 'k',
      CHECKOUT_API_URL: 'https://checkout.example.com',
      MARKETING_AUTOMATION_URL: 'https://ma.example.com',
      DATABASE_URL: 'postgres://db/site',
      REDIS_URL: 'redis://cache',
      DATA_DIR: '/var/lib/harbor',
      STRAPI_URL: 'https://cms.example.com',
    }
    const removed = applyPreviewEnvironment(env, '/srv/preview')
    expect(removed).toEqual([
      'LEAD_API_URL',
      'CHECKOUT_API_URL',
      'MARKETING_AUTOMATION_URL',
      'DATABASE_URL',
      'REDIS_URL',
    ])
    expect(env.LEAD_API_URL).toBeUndefined()
    expect(env.DATA_DIR).toBe('/srv/preview/data/preview')
    // Read-only sources stay as configured.
    expect(env.STRAPI_URL).toBe('https://cms.example.com')
  })
})
