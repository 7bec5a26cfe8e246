/**
 * Spec §2.10 "Legal block": shown on product pages, but not on / and not on /secure without utm_ads.
 * Routes place the block where it belongs (product pages); this rule removes it where the spec says never.
 */
export interface LegalBlockPage {
  /** The route's canonical path (aliases and trailing slashes already folded). */
  canonicalPath: string
  /** The query values the route declares. */
  query: Readonly<Record<string, string>>
}

export function legalBlockVisible({ canonicalPath, query }: LegalBlockPage): boolean {
  if (canonicalPath === '/') return false
  if (canonicalPath === '/secure' && !query.utm_ads) return false
  return true
}
