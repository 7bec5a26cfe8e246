/** One page as the sitemap sees it. */
export interface SitemapCandidate {
  path: string
  title: string
  /** The page's robots meta, e.g. "index,follow" or "noindex,follow". */
  robots: string
  /** Parameterised routes (`/smartcenter/:id`) name no single URL and are left out. */
  hasParams: boolean
}

export interface SitemapPage {
  path: string
  title: string
}

/** Pages a search engine should list: fixed paths that are not `noindex`, each once, in path order. */
export function indexablePages(candidates: readonly SitemapCandidate[]): SitemapPage[] {
  const byPath = new Map<string, SitemapPage>()
  for (const page of candidates) {
    if (page.hasParams || /(^|,)\s*noindex\s*(,|$)/i.test(page.robots)) continue
    if (!byPath.has(page.path)) byPath.set(page.path, { path: page.path, title: page.title })
  }
  return [...byPath.values()].sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)))
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** The sitemaps.org XML for `pages`, with absolute URLs without trailing slashes. */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const urls = pages.map((page) => `  <url><loc>${escapeXml(origin + page.path.replace(/\/+$/, ''))}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
}
