import type { ServerResponse } from 'node:http'
import vary from 'vary'

/**
 * What a shared cache (a CDN in front of the site) may keep of a page answer, and under which key.
 *
 * A page's HTML depends on the session cookie: a request with it is answered with a page rendered for that
 * customer (their name in the header and footer), one without it with the page everyone gets. So:
 * - every page answer says `Vary: Cookie`, so a cache never hands a copy made for one cookie to a request with
 *   another (a signed-out copy to a signed-in customer, or the reverse);
 * - an answer to a request carrying the session cookie is `private, no-store`, whatever it shows (a name, or
 *   the signed-out page when the login has run out): no shared cache keeps it, no browser stores it;
 * - only an answer to a request without it is shareable: the prerendered page kept 5 minutes and revalidated
 *   after, a page rendered per request stored only to revalidate every time (its HTML follows the clock).
 */
export type PageAnswer = 'prerendered' | 'rendered'

export const SESSION_PAGE_CACHE_CONTROL = 'private, no-store'
export const SHARED_PRERENDERED_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, must-revalidate'
export const SHARED_RENDERED_CACHE_CONTROL = 'no-cache'

export function pageCacheControl(answer: PageAnswer, carriesSession: boolean): string {
  if (carriesSession) return SESSION_PAGE_CACHE_CONTROL
  return answer === 'prerendered' ? SHARED_PRERENDERED_CACHE_CONTROL : SHARED_RENDERED_CACHE_CONTROL
}

/**
 * Sets the page's cache headers; `Vary` keeps what the answer already varies on (Accept-Encoding) and adds Cookie
 * once (the `vary` package, what Express's res.vary calls: the static fast path answers on plain node responses).
 */
export function setPageCacheHeaders(res: ServerResponse, answer: PageAnswer, carriesSession: boolean): void {
  res.setHeader('Cache-Control', pageCacheControl(answer, carriesSession))
  vary(res, 'Cookie')
}
