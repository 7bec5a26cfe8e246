import { type IncomingHttpHeaders, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import {
  PRECOMPRESSED_ASYNC,
  type PrerenderedPage,
  loadPrerenderedPages,
  pickEncoding,
  sendPrerendered,
} from '../prerenderedPages.server.ts'

const HTML = Buffer.from('<!doctype html><html lang="en"><body><h1>Harbor Home Security</h1></body></html>')
const VARIANT_HTML = Buffer.from('<!doctype html><html lang="en"><body><h1>Low-cost offer</h1></body></html>')
const secureRoute = { query: new Map([['utm_ads', { values: new Set(['lowcost-envir']) }]]) }
const runtime = {
  prerenderPaths: () => ['/', '/faqs', '/not-built', '/secure'],
  table: { match: (path: string) => ({ route: path === '/secure' ? secureRoute : { query: new Map() } }) },
  config: { layouts: { layouts: {} }, constants: {}, navigation: {} },
  resolve: (url: string) => ({ layout: { signIn: url === '/faqs' ? 'required' : 'optional' } }),
} as unknown as SiteRuntime

function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'prerendered-'))
  mkdirSync(join(dir, 'faqs'))
  mkdirSync(join(dir, 'secure'))
  writeFileSync(join(dir, 'index.html'), HTML)
  writeFileSync(join(dir, 'faqs/index.html'), HTML)
  // Where `vike prerender` writes a page of a query value: the query string stays in the file name.
  writeFileSync(join(dir, 'secure/index.html?utm_ads=lowcost-envir'), VARIANT_HTML)
  // A page of a value routes.json no longer declares, left by an older build: never served.
  writeFileSync(join(dir, 'secure/index.html?utm_ads=withdrawn-offer'), VARIANT_HTML)
  return dir
}

/**
 * Serves one page through sendPrerendered and answers one request to it, with node's client: fetch adds
 * `Cache-Control: no-cache` to conditional requests, which (rightly) forbids a 304.
 */
async function requestPage(page: PrerenderedPage, method: string, headers: Record<string, string>) {
  const server = createServer((req, res) => sendPrerendered(req, res, page))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}

describe('prerendered pages in memory', () => {
  it('compresses pages that the build did not precompress, and skips paths without HTML and stale variants', () => {
    const pages = loadPrerenderedPages(builtClient(), runtime)
    expect([...pages.keys()]).toEqual(['/', '/faqs', '/secure?utm_ads=lowcost-envir'])
    expect(pages.get('/secure?utm_ads=lowcost-envir')!.html).toEqual(VARIANT_HTML)
    const home = pages.get('/')!
    expect(brotliDecompressSync(home.br)).toEqual(HTML)
    expect(gunzipSync(home.gzip)).toEqual(HTML)
  })

  it("uses the build's compressed copies as they are, unless they are older than the HTML", async () => {
    const dir = builtClient()
    // Marker bytes prove which copy was served; a real build writes the compressed page.
    writeFileSync(join(dir, 'index.html.br'), 'fresh brotli copy')
    writeFileSync(join(dir, 'index.html.gz'), 'fresh gzip copy')
    writeFileSync(join(dir, 'faqs/index.html.br'), 'stale brotli copy')
    writeFileSync(join(dir, 'faqs/index.html.gz'), await PRECOMPRESSED_ASYNC.gz(HTML))
    const past = new Date(Date.now() - 60_000)
    utimesSync(join(dir, 'faqs/index.html.br'), past, past)
    const pages = loadPrerenderedPages(dir, runtime)
    expect(pages.get('/')!.br.toString()).toBe('fresh brotli copy')
    expect(pages.get('/')!.gzip.toString()).toBe('fresh gzip copy')
    expect(brotliDecompressSync(pages.get('/faqs')!.br)).toEqual(HTML)
    expect(gunzipSync(pages.get('/faqs')!.gzip)).toEqual(HTML)
  })

  it("works out each page's headers once: its CSP, a validator per encoding, whether it is behind sign-in", () => {
    const pages = loadPrerenderedPages(builtClient(), runtime)
    const home = pages.get('/')!
    expect(home.contentSecurityPolicy).toMatch(/^default-src 'self'; script-src 'self'/)
    expect(new Set(Object.values(home.etags)).size).toBe(3)
    expect(home.etags.identity).not.toBe(pages.get('/secure?utm_ads=lowcost-envir')!.etags.identity)
    expect(home.requiresSignIn).toBe(false)
    expect(pages.get('/faqs')!.requiresSignIn).toBe(true)
  })

  it('sends the encoding asked for with its validator, 304 for a current copy, and no body to HEAD', async () => {
    const page = loadPrerenderedPages(builtClient(), runtime).get('/')!
    const brotli = await requestPage(page, 'GET', { 'Accept-Encoding': 'br' })
    expect(brotli.status).toBe(200)
    expect(brotli.headers.etag).toBe(page.etags.br)
    expect(brotli.headers['content-security-policy']).toBe(page.contentSecurityPolicy)
    expect(brotli.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, must-revalidate')
    expect(brotli.headers['content-length']).toBe(String(page.br.length))
    expect(brotliDecompressSync(brotli.body)).toEqual(HTML)

    const current = await requestPage(page, 'GET', { 'Accept-Encoding': 'br', 'If-None-Match': page.etags.br })
    expect(current.status).toBe(304)
    expect(current.headers.etag).toBe(page.etags.br)
    expect(current.body.length).toBe(0)
    // A validator of another encoding does not match: the bytes differ.
    const other = await requestPage(page, 'GET', { 'Accept-Encoding': 'gzip', 'If-None-Match': page.etags.br })
    expect(other.status).toBe(200)
    expect(gunzipSync(other.body)).toEqual(HTML)
    // A client that asks to revalidate end to end gets the page again.
    const reload = await requestPage(page, 'GET', { 'If-None-Match': page.etags.identity, 'Cache-Control': 'no-cache' })
    expect(reload.status).toBe(200)

    const head = await requestPage(page, 'HEAD', {})
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(HTML.length))
    expect(head.body.length).toBe(0)
  })

  it('the build step writes copies that decompress to the page', async () => {
    expect(brotliDecompressSync(await PRECOMPRESSED_ASYNC.br(HTML))).toEqual(HTML)
    expect(gunzipSync(await PRECOMPRESSED_ASYNC.gz(HTML))).toEqual(HTML)
  })

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
    ['', null],
    // q=0 means "not acceptable" (RFC 9110 §12.5.3): a refused coding is never sent.
    ['gzip, deflate, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['*, br;q=0', 'gzip'],
    ['identity, gzip;q=0', null],
    ['zstd', null],
  ])('picks the smallest accepted encoding for %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})
