import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { PRECOMPRESSED_ASYNC, loadPrerenderedPages, pickEncoding } from '../prerenderedPages.server.ts'

const HTML = Buffer.from('<!doctype html><html lang="en"><body><h1>Harbor Home Security</h1></body></html>')
const runtime = { prerenderPaths: () => ['/', '/faqs', '/not-built'] } as unknown as SiteRuntime

function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'prerendered-'))
  mkdirSync(join(dir, 'faqs'))
  writeFileSync(join(dir, 'index.html'), HTML)
  writeFileSync(join(dir, 'faqs/index.html'), HTML)
  return dir
}

describe('prerendered pages in memory', () => {
  it('compresses pages that the build did not precompress, and skips paths without HTML', () => {
    const pages = loadPrerenderedPages(builtClient(), runtime)
    expect([...pages.keys()]).toEqual(['/', '/faqs'])
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
