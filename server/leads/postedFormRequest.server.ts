import { createHash } from 'node:crypto'
import express, { type Request, type RequestHandler, type Response } from 'express'
import { parseCookie } from 'cookie'
import type { PageModel } from '../../runtime/PageModel.ts'
import { currentSchedules, isPartnerPageLive } from '../../runtime/render/currentSchedules.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { isSameOriginRequest, originOf } from '../security/sameOrigin.server.ts'
import { LEAD_BODY_LIMIT } from './leadsRouter.server.ts'
import type { LeadAttribution, LeadPage } from '../../services/leads/contract.ts'
import { readAttribution } from '../../services/attribution/core.ts'
import { attributionSettingsFrom } from '../../services/attribution/index.ts'
import type { PostedLeadForm } from '../../services/leads/postedForm.ts'

/**
 * What the forms posted without scripts share (server/leads/leadFormPosts.server.ts, postedClaim.server.ts,
 * server/scheduling/schedulingPosts.server.ts): reading the post, the cross-site rule, the page posted to, the answer
 * handed to the page handler, where the form was, and the key that makes a repeated post one.
 */

/** The urlencoded body of a page's POST (the /api body limit); other methods go on untouched. */
export function postedFormBody(): RequestHandler {
  const body = express.urlencoded({ extended: false, limit: LEAD_BODY_LIMIT, parameterLimit: 40 })
  return (req, res, next) => (req.method === 'POST' ? body(req, res, next) : next())
}

/**
 * Another site's page must not file leads, claims or bookings (or send mail) through a visitor's browser: the /api
 * rule. Answers 403 and returns true when the post is cross-site.
 */
export function refusedCrossSite(ctx: ServerContext, req: Request, res: Response): boolean {
  if (isSameOriginRequest(req, originOf(ctx.site().config.brand.siteUrl))) return false
  res.status(403).type('text/plain').send('Cross-site requests are not accepted.')
  return true
}

/**
 * The page a form was posted to, with what its schedules show at `now`; null for a partner's page outside the
 * partner's schedule, which does not exist then (its GET answers 404), so nothing is filed under it.
 */
export function postedPageAt(ctx: ServerContext, req: Request, now: number): PageModel | null {
  const resolved = ctx.site().resolve(req.originalUrl)
  return isPartnerPageLive(resolved.context.partner, now) ? currentSchedules(resolved, now) : null
}

/** What the page handler renders for a form post that is answered with the page (res.locals). */
export interface PostedPage {
  form: PostedLeadForm
  status: number
}

/** res.locals key the page handler reads: a POST carrying it is rendered like a GET, with the form's state. */
export const POSTED_PAGE = 'postedLeadForm'

/**
 * Where the form was (from the route of the URL posted to; the page's full address, campaign values included,
 * from the same-page Referer when the browser sent it) and the attribution of that address and the cookies.
 */
export function pageAndAttributionOf(req: Request, page: PageModel): { page: LeadPage; attribution: LeadAttribution } {
  const posted = new URL(`${req.protocol}://${req.get('host')}${req.originalUrl}`)
  const shown = refererOnSamePage(req, posted)
  const query = { get: (name: string) => posted.searchParams.get(name) ?? shown?.searchParams.get(name) ?? null }
  const attribution = readAttribution(
    { query, cookies: parseCookie(req.headers.cookie ?? ''), sessionStorage: { getItem: () => null } },
    attributionSettingsFrom(page.site),
  )
  return {
    page: {
      pageName: page.context.pageName,
      pageUrl: (shown ?? posted).href,
      routeName: page.context.routeName,
      partnerKey: page.context.partner?.id ?? null,
    },
    attribution,
  }
}

/** The Referer when it is this page of this site (same origin and path); the Referrer-Policy sends it whole. */
function refererOnSamePage(req: Request, posted: URL): URL | null {
  try {
    const referer = new URL(req.get('referer') ?? '')
    return referer.origin === posted.origin && referer.pathname === posted.pathname ? referer : null
  } catch {
    return null
  }
}

/**
 * The same lead posted twice (a double press, Back and send again) the same day is one lead: the key is the
 * hash of what the lead says and the Chicago date, where a scripted form makes one key per submission.
 */
export function contentKey(parts: unknown[], now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now)
  const hash = createHash('sha256')
    .update(JSON.stringify([day, ...parts]))
    .digest('base64url')
  return `form-${hash.slice(0, 40)}`
}
