import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'

export interface PrerenderedPage {
  html: Buffer
  br: Buffer
  gzip: Buffer
}

/**
 * Holds the build's prerendered HTML in memory, compressed once at start, keyed by canonical path:
 * serving a static page is then a map lookup and a write.
 */
export function loadPrerenderedPages(clientDir: string, runtime: SiteRuntime): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>()
  for (const path of runtime.prerenderPaths()) {
    const file = join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)
    if (!existsSync(file)) continue
    const html = readFileSync(file)
    pages.set(path, {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    })
  }
  return pages
}

/** Picks the smallest encoding the browser accepts. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}
