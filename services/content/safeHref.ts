/** The result of checking a link from rich text: where it may point, and whether it leaves the site. */
export interface SafeLink {
  href: string
  external: boolean
}

const SITE_BASE = 'https://site.invalid/'
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * Checks a link an editor typed into rich text. Only http(s), mailto, tel and site-relative links pass;
 * anything else (javascript:, data:, vbscript:, file:, protocol-relative //host) gives null and the text
 * renders without a link. The URL is parsed the way a browser would (tabs, newlines and control
 * characters dropped, case ignored) and the returned href is the parsed, normalised form, so what is
 * checked is exactly what the browser will follow.
 */
export function safeHref(raw: string, siteHosts: readonly string[] = []): SafeLink | null {
  if (typeof raw !== 'string') return null
  // Protocol-relative links (`//host`, and `/\host`, which browsers read the same way) name another site
  // without a scheme an editor can see; they are refused rather than guessed at.
  // eslint-disable-next-line no-control-regex -- browsers drop C0 controls and spaces from a URL, so the check does too
  if (/^[\\/]{2}/.test(raw.replace(/[\u0000-\u0020]/g, ''))) return null
  let url: URL
  try {
    url = new URL(raw, SITE_BASE)
  } catch {
    return null
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null
  if (url.origin === new URL(SITE_BASE).origin) {
    // Site-relative: only a path, query or fragment written without a scheme or host of its own.
    // eslint-disable-next-line no-control-regex -- as above: the URL as a browser reads it
    const written = raw.replace(/[\u0000-\u0020]/g, '')
    // A fragment or query alone stays relative to the current page, as the editor meant.
    if (written.startsWith('#')) return { href: url.hash, external: false }
    if (written.startsWith('?')) return { href: `${url.search}${url.hash}`, external: false }
    if (!written.startsWith('/')) return null
    return { href: `${url.pathname}${url.search}${url.hash}`, external: false }
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { href: url.href, external: false }
  if (url.username || url.password) return null
  const ownSite = siteHosts.includes(url.hostname)
  return { href: url.href, external: !ownSite }
}

/** Image sources from rich text: https or site-relative only. */
export function safeImageSrc(raw: string): string | null {
  const link = safeHref(raw)
  if (!link) return null
  return link.href.startsWith('/') || link.href.startsWith('https://') ? link.href : null
}
