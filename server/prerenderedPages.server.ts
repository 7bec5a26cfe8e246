import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import Negotiator from 'negotiator'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import { inlineHashes } from './security/contentSecurityPolicy.server.ts'

export interface PrerenderedPage {
  html: Buffer
  br: Buffer
  gzip: Buffer
  /** The CSP hash sources of its inline scripts and <style> blocks: static HTML cannot carry a per-response nonce. */
  hashes: { scripts: string[]; styles: string[] }
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
 * Holds the build's prerendered HTML in memory, compressed, keyed by canonical path: serving a static page
 * is then a map lookup and a write. The compressed copies come from the build; a page whose copy is missing
 * or older than its HTML (a build without the step) is compressed here, which costs seconds at start.
 */
export function loadPrerenderedPages(clientDir: string, runtime: SiteRuntime): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>()
  for (const path of runtime.prerenderPaths()) {
    const file = join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)
    if (!existsSync(file)) continue
    const html = readFileSync(file)
    pages.set(path, {
      html,
      br: compressedCopy(file, html, 'br'),
      gzip: compressedCopy(file, html, 'gz'),
      hashes: inlineHashes(html.toString('utf8')),
    })
  }
  return pages
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
