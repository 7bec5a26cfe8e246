import { existsSync, readFileSync } from 'node:fs'
import { type IncomingHttpHeaders, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../scripts/lib/productionServer.ts'
import { prerenderQueryValues } from '../../server/content/prerenderQueryValues.server.ts'
import { prerenderedHtmlFile } from '../../server/prerenderedIndex.server.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { realSite } from '../support/realSite.ts'
import { realSiteServices } from '../support/siteServices.ts'
import { ordinaryDayServer, startServerAt } from './support/serverAt.ts'
import { weekdayAt } from './support/clock.ts'

/**
 * Issue 18, server side: pages of declared query values are prerendered and served from their files, and
 * the fast path in front of Express answers exactly as the Express chain did. Two more servers on the same
 * build are the references: STATIC_SERVING=express (static pages through the chain, as before the fast
 * path) and STATIC_SERVING=render (every page rendered per request).
 */
// All three servers on an ordinary day: on a closed date (Thanksgiving, in the real clock's CT) a server marks the
// day in the HTML it serves (server/closedToday.server.ts), and the served page then differs from the built file.
const fastServer = ordinaryDayServer()
let fast: string
/** The prerendered HTML of a URL in the build's page store (dist/pages). */
const builtPage = (url: string) => prerenderedHtmlFile(repoRoot, url) ?? `(${url} not prerendered)`
const queryVariantUrls = realSite()
  .prerenderUrls(await prerenderQueryValues(realSiteServices().content))
  .filter((url) => url.includes('?'))
let chain: RunningServer
let rendered: RunningServer

beforeAll(async () => {
  fast = fastServer().baseUrl
  const ordinaryDay = weekdayAt('11:00')
  ;[chain, rendered] = await Promise.all([
    startServerAt(ordinaryDay, { STATIC_SERVING: 'express' }),
    startServerAt(ordinaryDay, { STATIC_SERVING: 'render' }),
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all([chain?.stop(), rendered?.stop()])
})

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** One request with exactly these headers (fetch would add Accept-Encoding and, on conditional requests, no-cache). */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

/** A server-rendered page without its per-response nonces: what a prerendered page of it holds. */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '')

/** The headers that may differ between two answers of the same content. */
function comparable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers
  // Each server's form-action names its own embedded identity provider, on its own loopback port.
  const policy = rest['content-security-policy']
  if (typeof policy === 'string')
    rest['content-security-policy'] = policy.replace(/http:\/\/127\.0\.0\.1:\d+/g, 'http://127.0.0.1:PORT')
  return rest
}

describe('pages of declared query values', () => {
  it('the real site declares some, and lists the terms sections of the content', () => {
    expect(queryVariantUrls).toContain('/secure?utm_ads=lowcost-envir')
    expect(queryVariantUrls).toContain('/terms?termsSection=_FreeProfessionalInstallationPromotion')
  })

  it.each(queryVariantUrls)('%s is prerendered, served from its file, and the same as a server render', async (url) => {
    const file = builtPage(url)
    expect(existsSync(file), file).toBe(true)
    const html = readFileSync(file)
    const served = await raw(fast, url)
    expect(served.status).toBe(200)
    expect(served.body.equals(html)).toBe(true)
    // A validator only prerendered pages carry: the answer came from the file, not from a render.
    expect(served.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(served.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, must-revalidate')
    // Campaign parameters the page does not declare change nothing.
    const withCampaign = await raw(fast, `${url}&utm_source=google&utm_medium=cpc&gclid=abc`)
    expect(withCampaign.headers.etag).toBe(served.headers.etag)

    const ssr = await raw(rendered.baseUrl, url)
    expect(ssr.headers.etag).toBeUndefined()
    expect(withoutNonces(ssr.body.toString('utf8'))).toBe(html.toString('utf8'))
  })

  it('a value outside the declared list is rendered per request, as the page without it', async () => {
    const answer = await raw(fast, '/secure?utm_ads=not-a-declared-value&utm_source=google')
    expect(answer.status).toBe(200)
    expect(answer.headers.etag).toBeUndefined()
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(answer.headers['content-security-policy']).toMatch(/'nonce-/)
    expect(withoutNonces(answer.body.toString('utf8'))).toBe(readFileSync(builtPage('/secure'), 'utf8'))
  })
})

describe('the static fast path answers as the Express chain did', () => {
  const home = readFileSync(builtPage('/'), 'utf8')
  const asset = home.match(/\/assets\/[^"]+\.js/)?.[0] ?? '/assets/missing.js'
  // A declared query value with one the route does not declare (/scheduling?app=true was that case until it became
  // rendered per request: its server HTML offers the server's dates).
  const paths = [
    '/',
    '/faqs',
    '/faqs/',
    '/secure?utm_ads=lowcost-envir',
    '/secure?utm_ads=lowcost-envir&utm_source=x',
    asset,
  ]
  const encodings: Array<Record<string, string>> = [
    { 'Accept-Encoding': 'gzip, deflate, br' },
    { 'Accept-Encoding': 'gzip' },
    {},
  ]

  it('serves the home page script from the build', () => {
    expect(asset).not.toBe('/assets/missing.js')
  })

  it.each(paths)('%s: the same status, headers and bytes for every encoding, GET and HEAD', async (path) => {
    for (const headers of encodings)
      for (const method of ['GET', 'HEAD']) {
        const [viaFastPath, viaChain] = await Promise.all([
          raw(fast, path, headers, method),
          raw(chain.baseUrl, path, headers, method),
        ])
        const what = `${method} ${path} ${JSON.stringify(headers)}`
        expect(viaFastPath.status, what).toBe(200)
        expect(comparable(viaFastPath.headers), what).toEqual(comparable(viaChain.headers))
        expect(viaFastPath.body.equals(viaChain.body), what).toBe(true)
      }
  })

  it.each(paths)('%s: 304 for a current copy, on both', async (path) => {
    const first = await raw(fast, path, { 'Accept-Encoding': 'br' })
    const etag = first.headers.etag!
    expect(etag).toBeTruthy()
    for (const base of [fast, chain.baseUrl]) {
      const again = await raw(base, path, { 'Accept-Encoding': 'br', 'If-None-Match': etag })
      expect(again.status, base).toBe(304)
      expect(again.body.length).toBe(0)
    }
  })

  it('leaves pages rendered per request and the API to Express', async () => {
    // A terms section the build did not list (not in the content): the pattern accepts it, so it is rendered.
    const terms = await raw(fast, '/terms?termsSection=_NotInTheContent', { 'Accept-Encoding': 'gzip' })
    expect(terms.status).toBe(200)
    expect(terms.headers['content-encoding']).toBe('gzip')
    expect(terms.headers['cache-control']).toBe('no-cache')
    expect((await raw(fast, '/api/health')).status).toBe(200)
    expect((await raw(fast, '/faqs', {}, 'POST')).status).toBe(405)
  })
})
