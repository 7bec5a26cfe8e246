import { type IncomingHttpHeaders, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { realSite } from '../../tests/support/realSite.ts'
import type { NodeHandler } from '../builtFiles.server.ts'
import { type PrerenderedPage, pageEtag } from '../prerenderedPages.server.ts'
import { securityHeaderEntries } from '../security/securityHeaders.server.ts'
import { staticFastPath, withStaticFastPath } from '../staticFastPath.server.ts'

const store = mkdtempSync(join(tmpdir(), 'fast-path-pages-'))

/** A page whose three encodings are files in a temporary store, as the build writes them. */
function page(text: string, requiresSignIn = false): PrerenderedPage {
  const html = Buffer.from(`<!doctype html><title>${text}</title>`)
  const bodies = { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) }
  const files = {
    identity: join(store, `${text}.html`),
    br: join(store, `${text}.html.br`),
    gzip: join(store, `${text}.html.gz`),
  }
  for (const encoding of ['identity', 'br', 'gzip'] as const) writeFileSync(files[encoding], bodies[encoding])
  return {
    file: (encoding) => files[encoding],
    sizes: { identity: html.length, br: bodies.br.length, gzip: bodies.gzip.length },
    contentSecurityPolicy: () => "default-src 'self'",
    etag: (encoding) => pageEtag(text, encoding),
    requiresSignIn,
  }
}

const prerendered = new Map([
  ['/faqs', page('faqs')],
  ['/secure', page('secure')],
  ['/secure?utm_ads=lowcost-envir', page('lowcost')],
  ['/moves', page('moves', true)],
])
/** Stands in for sirv: answers /assets/present.js, passes everything else on. */
const files: NodeHandler = (req, res, next) => {
  if (req.url !== '/assets/present.js') return next()
  res.end('asset')
}

let baseUrl = ''
const server = createServer(
  withStaticFastPath(
    staticFastPath({ site: realSite, prerendered: () => prerendered, files, production: true }),
    (_req, res) => {
      res.setHeader('X-Answered-By', 'express')
      res.end('express')
    },
  ),
)

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `127.0.0.1:${(server.address() as AddressInfo).port}`
})
// An ordinary Tuesday: on a closed date (Thanksgiving, Christmas) the page's etag names the day (closedToday.server.ts).
beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-24T17:00:00Z'), toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function get(path: string, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const [host, port] = baseUrl.split(':')
  return new Promise((resolve, reject) => {
    request({ host, port, path, method }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
      .on('error', reject)
      .end()
  })
}

describe('the static fast path in front of Express', () => {
  it.each([
    ['/faqs', 'faqs'],
    ['/faqs/', 'faqs'],
    ['/faqs?utm_source=google', 'faqs'],
    ['/secure?utm_source=google&utm_ads=lowcost-envir', 'lowcost'],
    ['/secure?gclid=1', 'secure'],
  ])('answers %s with the prerendered page %s and the headers of every answer', async (path, name) => {
    const answer = await get(path)
    expect(answer.body).toBe(`<!doctype html><title>${name}</title>`)
    expect(answer.headers['x-answered-by']).toBeUndefined()
    expect(answer.headers.etag).toBe(`"${name}"`)
    for (const [header, value] of securityHeaderEntries(true)) expect(answer.headers[header.toLowerCase()]).toBe(value)
  })

  it.each([
    ['/secure?utm_ads=not-declared', 'a declared value outside its list: rendered per request'],
    ['/moves', 'a page behind sign-in: the sign-in gate decides'],
    ['/terms', 'a page rendered per request'],
    ['/no-such-page', 'an unknown path'],
    ['/api/health', 'a router'],
    ['/sitemap.xml', 'a router'],
    ['/%5Cfaqs', 'a host-like path'],
    ['//faqs', 'a host-like path'],
    ['/assets/missing.js', 'a missing asset'],
  ])('passes %s on to Express (%s)', async (path) => {
    expect((await get(path)).body).toBe('express')
  })

  it('passes on every method but GET and HEAD, and answers HEAD without a body', async () => {
    expect((await get('/faqs', 'POST')).body).toBe('express')
    const head = await get('/faqs', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers['content-length']).toBe(String(prerendered.get('/faqs')!.sizes.identity))
  })

  it('answers hashed assets from the build with the headers of every answer', async () => {
    const asset = await get('/assets/present.js')
    expect(asset.body).toBe('asset')
    expect(asset.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})
