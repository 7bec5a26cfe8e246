import type { Request, Response } from 'express'
import { readCookie } from '../auth/authCookies.server.ts'

/**
 * Spec §4.2's "this browser has sent a lead" for a lead sent without scripts. A scripted lead sets local storage
 * `lead_submitted`, which the head boot script turns into `<html data-lead-submitted>` before the first paint, so
 * the forms that hide after a lead show "we have your request" instead (FrameStyles). Without scripts neither
 * runs: the server's 303 after an accepted lead sets this cookie, and a page rendered for a request carrying it has
 * the same attribute from the server (pages/+htmlAttributes.ts). It says nothing about the visitor but that;
 * HttpOnly, SameSite=Lax, host-only, Secure in production; kept as long as a browser lets a cookie live.
 */
export const LEAD_SUBMITTED_COOKIE = 'harbor_lead_submitted'

/** Local storage keeps the flag until cleared; 400 days is the longest a browser keeps a cookie. */
const LEAD_SUBMITTED_MAX_AGE_SECONDS = 400 * 24 * 60 * 60

export function setLeadSubmittedCookie(res: Response, secure: boolean): void {
  res.cookie(LEAD_SUBMITTED_COOKIE, 'true', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: LEAD_SUBMITTED_MAX_AGE_SECONDS * 1000,
  })
}

/** Whether this request's browser sent a lead without scripts: its pages render with the flag set. */
export function leadSubmittedBy(req: Request): boolean {
  return readCookie(req, LEAD_SUBMITTED_COOKIE) === 'true'
}

/** The same, from the raw header: the static fast path then leaves the page to the page handler. */
export function hasLeadSubmittedCookie(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader?.includes(`${LEAD_SUBMITTED_COOKIE}=true`))
}
