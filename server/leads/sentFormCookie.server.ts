import type { Request, Response } from 'express'
import { readCookie } from '../auth/authCookies.server.ts'

/**
 * After a lead form posted without scripts is accepted, the server answers 303 to the page (a reload then
 * never sends the lead again) and this short-lived cookie tells the page's next render which form to show
 * as sent: the form's thank-you, as after a scripted submit. It names a page path and a block id, nothing
 * about the visitor; HttpOnly, SameSite=Lax, host-only, Secure in production. Its Path is the page's, so the
 * browser sends it back to that page only, and a form sent on another page keeps its own (a cookie per page).
 */
export const SENT_FORM_COOKIE = 'harbor_lead_sent'

/** Long enough for the redirect and a reload or two; after it the page shows its form again. */
export const SENT_FORM_MAX_AGE_SECONDS = 30 * 60

export interface SentForm {
  pathname: string
  blockId: string
}

/** A block id as a posted-form cookie may name it. */
export const BLOCK_ID = /^[A-Za-z0-9_-]{1,120}$/
/** What a cookie's Path may hold (RFC 6265); a page path with other characters falls back to the whole site. */
const COOKIE_PATH = /^\/[\u0020-\u003A\u003D-\u007E]*$/

/** A cookie for one page only: its Path is the page's, so the browser sends it back to that page (and below it). */
export function pageCookiePath(pathname: string): string {
  return COOKIE_PATH.test(pathname) ? pathname : '/'
}

export function setSentFormCookie(res: Response, sent: SentForm, secure: boolean): void {
  res.cookie(SENT_FORM_COOKIE, `${sent.blockId} ${sent.pathname}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: pageCookiePath(sent.pathname),
    maxAge: SENT_FORM_MAX_AGE_SECONDS * 1000,
  })
}

/**
 * The form this request's page shows as sent, when its cookie names this page. The browser sends the cookie of the
 * longest matching Path first, the one read here; its page path is checked too, as `/a`'s cookie also goes to `/a/b`.
 */
export function sentFormOf(req: Request): SentForm | null {
  const value = readCookie(req, SENT_FORM_COOKIE)
  if (!value) return null
  const space = value.indexOf(' ')
  if (space < 1) return null
  const blockId = value.slice(0, space)
  const pathname = value.slice(space + 1)
  if (!BLOCK_ID.test(blockId) || pathname !== req.path) return null
  return { blockId, pathname }
}

/** Whether a request carries the cookie at all: the static fast path then leaves the page to the page handler. */
export function hasSentFormCookie(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader?.includes(`${SENT_FORM_COOKIE}=`))
}
