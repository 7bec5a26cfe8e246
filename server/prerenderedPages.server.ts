import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import fresh from 'fresh'
import Negotiator from 'negotiator'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import { prerenderedUrlFor } from '../runtime/routing/queryVariants.ts'
import { isPartnerPageLive } from '../runtime/render/currentSchedules.ts'
import { inlineHashes, pagePolicy, thirdPartySources } from './security/contentSecurityPolicy.server.ts'

/** One prerendered page, ready to be written: its three encodings and every header worked out at load. */
export interface PrerenderedPage {
  html: Buffer
  br: Buffer
  gzip: Buffer
  /** Allows its inline scripts and <style> blocks by their hashes: static HTML cannot carry a per-response nonce. */
  contentSecurityPolicy: string
  /** A strong validator per encoding (the bytes differ, so the validators must too). */
  etags: { identity: string; br: string; gzip: string }
  /** Pages of a sign-in-only layout: the Express chain's sign-in gate must see them first. */
  requiresSignIn: boolean
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }
const GZIP = { level: 9 }

/** The encodings kept beside each prerendered HTML file by `npm run build` (scripts/precompress-pages.ts). */
const PRECOMPRESSED = {
  br: (html: Buffer) => brotliCompressSync(html, BROTLI),
  gz: (html: Buffer) => gzipSync(html, GZIP),
} as const

/** The same, off the main thread, for the build step. */
export const PRECOMPRESSED_ASYNC: Record<keyof typeof PRECOMPRESSED, (html: Buffer) => Promise<Buffer>> = {
  br: (html) => promisify(brotliCompress)(html, BROTLI),
  gz: (html) => promisify(gzip)(html, GZIP),
}

/**
 * Holds the build's prerendered HTML in memory, compressed, keyed by its URL (the path, or the path and
 * its listed query values, runtime/routing/queryVariants.ts): serving a static page is then a map lookup
 * and a write. The compressed copies come from the build; a page whose copy is missing or older than its
 * HTML (a build without the step) is compressed here, which costs seconds at start.
 */
export function loadPrerenderedPages(clientDir: string, runtime: SiteRuntime): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>()
  const thirdParty = thirdPartySources(runtime.config)
  for (const url of builtPageUrls(clientDir, runtime)) {
    const file = prerenderedFile(clientDir, url)
    const html = readFileSync(file)
    const hashes = inlineHashes(html.toString('utf8'))
    const tag = createHash('sha256').update(html).digest('base64url').slice(0, 27)
    pages.set(url, {
      html,
      br: compressedCopy(file, html, 'br'),
      gzip: compressedCopy(file, html, 'gz'),
      contentSecurityPolicy: pagePolicy({
        nonce: null,
        scriptHashes: hashes.scripts,
        styleHashes: hashes.styles,
        thirdParty,
      }),
      etags: { identity: `"${tag}"`, br: `"${tag}-br"`, gzip: `"${tag}-gz"` },
      requiresSignIn: runtime.resolve(url).layout.signIn === 'required',
    })
  }
  return pages
}

/**
 * The URLs of the pages the build wrote for the static routes: `index.html`, and `index.html?<query>` for
 * each query variant. The variants are read from the directory because some were listed from the content
 * at build time; a file whose query the route no longer accepts (a value removed since) is left out.
 */
function builtPageUrls(clientDir: string, runtime: SiteRuntime): string[] {
  const urls: string[] = []
  for (const path of runtime.prerenderPaths()) {
    const dir = prerenderedFile(clientDir, path).slice(0, -PAGE_FILE.length)
    if (!existsSync(dir)) continue
    const route = runtime.table.match(path)?.route
    for (const name of readdirSync(dir)) {
      if (name === PAGE_FILE) urls.push(path)
      if (!name.startsWith(`${PAGE_FILE}?`) || /\.(br|gz)$/.test(name) || !route) continue
      const search = name.slice(PAGE_FILE.length + 1)
      const url = `${path}?${search}`
      if (prerenderedUrlFor(route, path, new URLSearchParams(search)) === url) urls.push(url)
    }
  }
  return urls
}

const PAGE_FILE = 'index.html'

/** Where `vike prerender` writes a URL's HTML: `<path>/index.html`, the query string kept in the file name. */
export function prerenderedFile(clientDir: string, url: string): string {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  const search = queryStart === -1 ? '' : url.slice(queryStart)
  return join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`) + search
}

function compressedCopy(file: string, html: Buffer, encoding: keyof typeof PRECOMPRESSED): Buffer {
  const copy = `${file}.${encoding}`
  if (existsSync(copy) && statSync(copy).mtimeMs >= statSync(file).mtimeMs) return readFileSync(copy)
  return PRECOMPRESSED[encoding](html)
}

/**
 * Picks the smallest encoding the browser accepts. Negotiator (what Express's req.acceptsEncodings uses)
 * reads the header by RFC 9110: `br;q=0` refuses brotli, `*` accepts both, unknown codings are ignored.
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (acceptEncoding === undefined) return null
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['br', 'gzip'])
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return null
}

/**
 * Writes a prerendered page (GET or HEAD) in the encoding the browser prefers, or 304 when the browser's
 * copy is current. The caller has set the headers every answer carries; the Express chain and the fast
 * path in front of it (staticFastPath.server.ts) both answer through here, so their pages are identical.
 */
export function sendPrerendered(req: IncomingMessage, res: ServerResponse, page: PrerenderedPage): void {
  const encoding = pickEncoding(req.headers['accept-encoding'])
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html
  const etag = page.etags[encoding ?? 'identity']
  res.setHeader('Content-Security-Policy', page.contentSecurityPolicy)
  res.setHeader('Content-Type', 'text/html;charset=utf-8')
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300, must-revalidate')
  res.setHeader('ETag', etag)
  if (fresh(req.headers, { etag })) {
    res.statusCode = 304
    res.end()
    return
  }
  res.statusCode = 200
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * The prerendered page that answers a site-relative URL: a static route's page, chosen by the query values
 * the route declares (other query values are ignored, as the page model ignores them); undefined when the
 * URL is rendered per request, including a declared query value outside its list.
 */
export function prerenderedPageFor(
  runtime: SiteRuntime,
  prerendered: ReadonlyMap<string, PrerenderedPage>,
  url: string,
): PrerenderedPage | undefined {
  if (prerendered.size === 0) return undefined
  const queryStart = url.indexOf('?')
  const match = runtime.table.match(queryStart === -1 ? url : url.slice(0, queryStart))
  if (match?.route.render !== 'static') return undefined
  // Rendered instead, which answers 404: the partner's schedule is not running now.
  if (!isPartnerPageLive(match.route.partner, Date.now())) return undefined
  const search = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1))
  const key = prerenderedUrlFor(match.route, match.canonicalPath, search)
  return key === null ? undefined : prerendered.get(key)
}
