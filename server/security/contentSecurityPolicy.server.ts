import { createHash, randomBytes } from 'node:crypto'
import type { SiteConfig } from '../../runtime/SiteConfig.ts'
import type { ServiceOrigins } from './pageOrigins.server.ts'

/** The policy's sources for one page response. */
export interface PagePolicyInput {
  /** Per-response nonce of server-rendered pages (null for prerendered HTML, which cannot carry one). */
  nonce: string | null
  /** 'sha256-…' sources of the page's inline scripts (prerendered pages). */
  scriptHashes?: readonly string[]
  /** 'sha256-…' sources of the page's inline <style> blocks (prerendered pages). */
  styleHashes?: readonly string[]
  thirdParty: ThirdPartySources
}

/** The outside origins the site's own code loads from or sends forms to: exactly those, and only when configured. */
export interface ThirdPartySources {
  scripts: string[]
  connect: string[]
  frames: string[]
  images: string[]
  forms: string[]
}

export const GOOGLE_TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'
/** What the tag manager's container itself loads and reports to (analytics). */
const TAG_MANAGER_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]
/** The video lightbox's players (blocks/VideoLightbox/videoEmbed.ts). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/**
 * The hash of an empty <style> element. Emotion in the browser (speedy mode, runtime/render/emotion)
 * adds rules through the CSSOM into style elements it creates empty; CSP checks an element's text, not
 * CSSOM rules, so allowing exactly the empty text lets Emotion work without 'unsafe-inline'.
 */
export const EMPTY_STYLE_HASH = `'sha256-${sha256('')}'`

export function newNonce(): string {
  return randomBytes(16).toString('base64url')
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64')
}

/**
 * The third-party origins of the site's configuration: the tag manager (when a layout has a container; it
 * also reports through image requests), the chat and review widgets' scripts (which show their own images),
 * and the server's services: images from the CMS and IMAGE_ORIGINS, forms to the identity provider.
 */
export function thirdPartySources(config: SiteConfig, services: ServiceOrigins): ThirdPartySources {
  const scripts = new Set<string>()
  const connect = new Set<string>()
  const images = new Set<string>(services.images)
  const layouts = Object.values(
    (config.layouts as { layouts?: Record<string, { tagManagerContainer?: string | null }> }).layouts ?? {},
  )
  if (layouts.some((layout) => layout.tagManagerContainer)) {
    scripts.add(GOOGLE_TAG_MANAGER_ORIGIN)
    images.add(GOOGLE_TAG_MANAGER_ORIGIN)
    for (const origin of TAG_MANAGER_CONNECT) {
      connect.add(origin)
      images.add(origin)
    }
  }
  for (const url of widgetScriptUrls(config)) {
    const origin = originOf(url)
    if (origin) {
      scripts.add(origin)
      images.add(origin)
    }
  }
  return {
    scripts: [...scripts],
    connect: [...connect],
    frames: [...VIDEO_FRAMES],
    images: [...images],
    forms: [...services.formActions],
  }
}

/** The configured provider scripts of the chat (constants.json) and review (navigation.json) widgets. */
function widgetScriptUrls(config: SiteConfig): string[] {
  const urls: string[] = []
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'providerScriptUrl' && typeof inner === 'string') urls.push(inner)
        else visit(inner)
      }
    }
  }
  visit(config.constants)
  visit(config.navigation)
  return urls
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The Content-Security-Policy of a page: scripts only from this site, with this response's nonce or the
 * page's inline-script hashes, and the configured third parties; no 'unsafe-inline' for scripts, nor for
 * <style> elements (nonce, hashes, and Emotion's empty sheets). Inline style attributes stay allowed
 * (style-src-attr): React sets a few, and an attribute cannot run code. The page may be framed by this
 * site only. Images only from this site and the configured origins (the site's pictures are its own files;
 * nothing uses data: URLs), forms only to this site and the identity provider (issue 28 item 10).
 */
export function pagePolicy(input: PagePolicyInput): string {
  const nonce = input.nonce ? [`'nonce-${input.nonce}'`] : []
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...nonce, ...(input.scriptHashes ?? []), ...input.thirdParty.scripts]],
    ['style-src', ["'self'", ...nonce, ...(input.styleHashes ?? []), EMPTY_STYLE_HASH]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", ...input.thirdParty.images]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...input.thirdParty.connect]],
    ['frame-src', ["'self'", ...input.thirdParty.frames]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'", ...input.thirdParty.forms]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}

/** The inline scripts and <style> blocks of static HTML, as CSP hash sources (JSON data blocks are not scripts). */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match
    if (/\bsrc\s*=/i.test(attributes) || isDataBlock(attributes)) continue
    scripts.add(`'sha256-${sha256(body)}'`)
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    styles.add(`'sha256-${sha256(match[1] ?? '')}'`)
  return { scripts: [...scripts], styles: [...styles] }
}

function isDataBlock(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return type !== undefined && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript'
}

/**
 * The policy of the server's plain HTML answers (sign-in problem pages, the embedded account API's and
 * identity provider's pages) and the default of every other answer: no scripts but this site's files (the
 * identity provider adds the hash of its one inline script, its form_post page), inline <style> only (these
 * pages have no scripts to inject into), images from this site, forms only to this site and `formActions`,
 * never framed by another site.
 */
export function plainPagePolicy(formActions: readonly string[] = [], styleHashes?: readonly string[]): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'"]],
    // Pages that know their <style> blocks (the branded frame) allow exactly those; the others any inline style.
    ['style-src', ["'self'", ...(styleHashes ?? ["'unsafe-inline'"])]],
    ['img-src', ["'self'", 'data:']],
    ['form-action', ["'self'", ...formActions]],
    ['frame-ancestors', ["'self'"]],
    ['base-uri', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}
