import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { builtSite, prerenderRuntime as runtime } from './support/prerenderedSite.ts'
import { requestOnce } from './support/requestOnce.ts'
import {
  type PrerenderedPage,
  loadPrerenderedPages,
  pickEncoding,
  sendPrerendered,
} from '../prerenderedPages.server.ts'
import {
  CONFIG_INPUTS,
  PAGES_DIR,
  PAGES_INDEX,
  type PagesIndex,
  type StoredPagesIndex,
  configCheckedByBuild,
  hashFiles,
  pagesDir,
  readPagesIndex,
  writePagesIndex,
} from '../prerenderedIndex.server.ts'

const HTML = Buffer.from(
  '<!doctype html><html lang="en"><head><style>h1{color:red}</style></head><body><h1>Harbor Home Security</h1><script>boot()</script></body></html>',
)
const VARIANT_HTML = Buffer.from('<!doctype html><html lang="en"><body><h1>Low-cost offer</h1></body></html>')
const SITE = {
  '/': HTML,
  '/faqs': HTML,
  '/secure?utm_ads=lowcost-envir': VARIANT_HTML,
  // A page of a value routes.json no longer declares, left by an older build: never served.
  '/secure?utm_ads=withdrawn-offer': VARIANT_HTML,
  // A path no route serves any more.
  '/not-a-route': HTML,
}

/** Serves one page through sendPrerendered and answers one request to it (requestOnce). */
function requestPage(page: PrerenderedPage, method: string, headers: Record<string, string>) {
  return requestOnce(
    (req, res) => sendPrerendered(req, res, page, /harbor_session=/.test(req.headers.cookie ?? '')),
    method,
    headers,
  )
}

const ORIGINS = { images: ['https://media.example.com'], formActions: ['https://id.example.com'] }

describe("prerendered pages from the build's page store", () => {
  it('reads the index, not the pages, and leaves out URLs the routes no longer prerender', async () => {
    const root = await builtSite(SITE)
    const pages = loadPrerenderedPages(root, runtime, ORIGINS)
    expect([...pages.keys()]).toEqual(['/', '/faqs', '/secure?utm_ads=lowcost-envir'])
    // One file per distinct HTML in three encodings, and the index.
    expect(readdirSync(join(root, PAGES_DIR))).toHaveLength(2 * 3 + 1)
    expect(pages.get('/')!.file('br')).toBe(pages.get('/faqs')!.file('br'))
  })

  it('tells the server whether the build checked the config files there are now', async () => {
    const root = await builtSite(SITE)
    mkdirSync(join(root, 'site-config'))
    writeFileSync(join(root, 'routes.json'), '{"routes": []}')
    writeFileSync(join(root, 'site-config/hours.json'), '{}')
    expect(configCheckedByBuild(root)).toBe(false)
    writePagesIndex(pagesDir(root), { ...readPagesIndex(root)!, configHash: hashFiles(root, CONFIG_INPUTS) })
    expect(configCheckedByBuild(root)).toBe(true)
    writeFileSync(join(root, 'site-config/hours.json'), '{"edited": true}')
    expect(configCheckedByBuild(root)).toBe(false)
  })

  it('on a build of the config there is now (sameConfig), serves every URL of its index without looking one up', async () => {
    const root = await builtSite({ '/': HTML, '/secure?utm_ads=lowcost-envir': VARIANT_HTML })
    let lookups = 0
    const counting = { ...runtime, table: { match: (path: string) => (lookups++, runtime.table.match(path)) } }
    const pages = loadPrerenderedPages(root, counting as unknown as SiteRuntime, ORIGINS, { sameConfig: true })
    expect([...pages.keys()]).toEqual(['/', '/secure?utm_ads=lowcost-envir'])
    expect(lookups).toBe(0)
    expect(loadPrerenderedPages(root, counting as unknown as SiteRuntime, ORIGINS).size).toBe(2)
    expect(lookups).toBe(2)
  })

  it("takes a page's CSP hashes from the index the build wrote, not from the page", async () => {
    const root = await builtSite({ '/': HTML })
    const index = readPagesIndex(root)!
    index.pages['/']!.scriptHashes = ["'sha256-written-by-the-build'"]
    writePagesIndex(pagesDir(root), index)
    const policy = loadPrerenderedPages(root, runtime, ORIGINS).get('/')!.contentSecurityPolicy()
    expect(policy).toContain("'sha256-written-by-the-build'")
    expect(policy).not.toContain(createHash('sha256').update('boot()').digest('base64'))
  })

  it('without an index (no build, or one from before it) there are no prerendered pages', () => {
    expect(loadPrerenderedPages(mkdtempSync(join(tmpdir(), 'prerendered-')), runtime, ORIGINS).size).toBe(0)
  })

  it("knows each page's headers: its CSP from the hashes of its inline code, a validator per encoding, whether it is behind sign-in", async () => {
    const pages = loadPrerenderedPages(await builtSite(SITE, ['/faqs']), runtime, ORIGINS)
    const home = pages.get('/')!
    expect(home.contentSecurityPolicy()).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+'/)
    expect(home.contentSecurityPolicy()).toContain(`'sha256-${createHash('sha256').update('boot()').digest('base64')}'`)
    // The narrowed policy of issue 28: images and forms only to this site and the configured origins.
    expect(home.contentSecurityPolicy()).toContain("img-src 'self' https://media.example.com;")
    expect(home.contentSecurityPolicy()).toContain("form-action 'self' https://id.example.com;")
    expect(new Set((['identity', 'br', 'gzip'] as const).map((encoding) => home.etag(encoding))).size).toBe(3)
    expect(home.etag('identity')).not.toBe(pages.get('/secure?utm_ads=lowcost-envir')!.etag('identity'))
    expect(home.requiresSignIn).toBe(false)
    expect(pages.get('/faqs')!.requiresSignIn).toBe(true)
  })

  it('sends the encoding asked for from its file with its validator, 304 for a current copy, and no body to HEAD', async () => {
    const page = loadPrerenderedPages(await builtSite(SITE), runtime, ORIGINS).get('/')!
    const brotli = await requestPage(page, 'GET', { 'Accept-Encoding': 'br' })
    expect(brotli.status).toBe(200)
    expect(brotli.headers.etag).toBe(page.etag('br'))
    expect(brotli.headers['content-security-policy']).toBe(page.contentSecurityPolicy())
    expect(brotli.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, must-revalidate')
    expect(brotli.headers.vary).toBe('Accept-Encoding, Cookie')
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length))
    expect(brotliDecompressSync(brotli.body)).toEqual(HTML)

    const current = await requestPage(page, 'GET', { 'Accept-Encoding': 'br', 'If-None-Match': page.etag('br') })
    expect(current.status).toBe(304)
    expect(current.headers.etag).toBe(page.etag('br'))
    expect(current.body.length).toBe(0)
    // A validator of another encoding does not match: the bytes differ.
    const other = await requestPage(page, 'GET', { 'Accept-Encoding': 'gzip', 'If-None-Match': page.etag('br') })
    expect(other.status).toBe(200)
    expect(gunzipSync(other.body)).toEqual(HTML)
    // A client that asks to revalidate end to end gets the page again.
    const reload = await requestPage(page, 'GET', {
      'If-None-Match': page.etag('identity'),
      'Cache-Control': 'no-cache',
    })
    expect(reload.status).toBe(200)
    expect(reload.body).toEqual(HTML)

    const head = await requestPage(page, 'HEAD', {})
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(HTML.length))
    expect(head.body.length).toBe(0)
  })

  it('answers 500 with the plain error page when the page file is gone, not a truncated page', async () => {
    const root = await builtSite({ '/faqs': VARIANT_HTML })
    const page = loadPrerenderedPages(root, runtime, ORIGINS).get('/faqs')!
    rmSync(page.file('gzip'))
    const answer = await requestPage(page, 'GET', { 'Accept-Encoding': 'gzip' })
    expect(answer.status).toBe(500)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers.etag).toBeUndefined()
    expect(answer.body.toString()).toContain('<html')
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

describe('the index file (dist/pages/index.json)', () => {
  const lists = {
    templateScripts: ["'sha256-boot'", "'sha256-islands'"],
    templateStyles: ["'sha256-frame'", "'sha256-hero'"],
    homeScripts: ["'sha256-boot'"],
  }
  const entry = (scriptHashes: string[], styleHashes: string[]) => ({
    key: 'k',
    tag: 't',
    sizes: { identity: 3, br: 2, gzip: 2 },
    scriptHashes: [...scriptHashes],
    styleHashes: [...styleHashes],
    requiresSignIn: false,
  })
  const index: PagesIndex = {
    configHash: 'config',
    checkedWith: 'checks',
    checkedKeys: { '/account': 'k' },
    pages: {
      '/': entry(lists.homeScripts, lists.templateStyles),
      '/partner-a': entry(lists.templateScripts, lists.templateStyles),
      '/partner-b': entry(lists.templateScripts, lists.templateStyles),
      '/partner-c': entry(lists.templateScripts, lists.templateStyles),
    },
  }

  it('holds each distinct CSP hash list once, pages naming theirs by position', () => {
    const root = mkdtempSync(join(tmpdir(), 'prerendered-'))
    mkdirSync(pagesDir(root), { recursive: true })
    writePagesIndex(pagesDir(root), index)
    const written = JSON.parse(readFileSync(join(pagesDir(root), PAGES_INDEX), 'utf8')) as StoredPagesIndex
    expect(written.version).toBe(2)
    expect(written.hashLists).toEqual([lists.homeScripts, lists.templateStyles, lists.templateScripts])
    expect(written.pages['/']).toEqual({ ...entry([], []), scriptHashes: 0, styleHashes: 1 })
    for (const url of ['/partner-a', '/partner-b', '/partner-c'])
      expect(written.pages[url]).toMatchObject({ scriptHashes: 2, styleHashes: 1 })
    expect(written).toMatchObject({ configHash: 'config', checkedWith: 'checks', checkedKeys: { '/account': 'k' } })
  })

  it('reads back the index it was given, pages with equal lists sharing one array', () => {
    const root = mkdtempSync(join(tmpdir(), 'prerendered-'))
    mkdirSync(pagesDir(root), { recursive: true })
    writePagesIndex(pagesDir(root), index)
    const read = readPagesIndex(root)!
    expect(read).toEqual(index)
    expect(read.pages['/partner-a']!.scriptHashes).toBe(read.pages['/partner-c']!.scriptHashes)
    expect(read.pages['/']!.styleHashes).toBe(read.pages['/partner-b']!.styleHashes)
  })

  it('an index of the earlier format (each page its own lists) is no index: the next build renders every page', () => {
    const root = mkdtempSync(join(tmpdir(), 'prerendered-'))
    mkdirSync(pagesDir(root), { recursive: true })
    writeFileSync(join(pagesDir(root), PAGES_INDEX), JSON.stringify({ version: 1, pages: index.pages }))
    expect(readPagesIndex(root)).toBeNull()
  })
})
