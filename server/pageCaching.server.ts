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
/** Seconds a shared cache keeps a prerendered page before it revalidates. */
export const PRERENDERED_SHARED_MAX_AGE = 300
export const SHARED_PRERENDERED_CACHE_CONTROL = prerenderedCacheControl(PRERENDERED_SHARED_MAX_AGE)
export const SHARED_RENDERED_CACHE_CONTROL = 'no-cache'

function prerenderedCacheControl(sharedMaxAge: number): string {
  return `public, max-age=0, s-maxage=${sharedMaxAge}, must-revalidate`
}

/**
 * `sharedMaxAge`: fewer seconds than the usual 300 when the page changes sooner, at the turn of the day into or out
 * of a closed date (its data-closed-today attribute, server/closedToday.server.ts): a shared cache keeps the page
 * no longer than that day, and the ETag differs on a closed date, so its revalidation then fetches the new page.
 */
export function pageCacheControl(answer: PageAnswer, carriesSession: boolean, sharedMaxAge?: number): string {
  if (carriesSession) return SESSION_PAGE_CACHE_CONTROL
  if (answer === 'rendered') return SHARED_RENDERED_CACHE_CONTROL
  return sharedMaxAge === undefined || sharedMaxAge >= PRERENDERED_SHARED_MAX_AGE
    ? SHARED_PRERENDERED_CACHE_CONTROL
    : prerenderedCacheControl(sharedMaxAge)
}

/**
 * Sets the page's cache headers; `Vary` keeps what the answer already varies on (Accept-Encoding) and adds Cookie
 * once (the `vary` package, what Express's res.vary calls: the static fast path answers on plain node responses).
 */
export function setPageCacheHeaders(
  res: ServerResponse,
  answer: PageAnswer,
  carriesSession: boolean,
  sharedMaxAge?: number,
): void {
  res.setHeader('Cache-Control', pageCacheControl(answer, carriesSession, sharedMaxAge))
  vary(res, 'Cookie')
}
