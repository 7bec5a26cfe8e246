import type { Request, Response } from 'express'
import { renderPage } from 'vike/server'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import type { SiteServices } from './siteServices.server.ts'
import { type PrerenderedPage, prerenderedPageFor, sendPrerendered } from './prerenderedPages.server.ts'
import { FALLBACK_ERROR_HTML } from './fallbackErrorHtml.ts'
import type { ServiceOrigins } from './security/pageOrigins.server.ts'
import type { SignedInCustomer } from '../runtime/PageModel.ts'
import type { ZipPlace } from '../runtime/render/BlockServices.ts'
import type { CustomerInfo } from '../services/auth/index.ts'
import { hasSessionCookie } from './auth/signedInCustomer.server.ts'
import { setPageCacheHeaders } from './pageCaching.server.ts'
import { hasVisitCookie } from './visit/visitContact.server.ts'
import { servedDay } from './closedToday.server.ts'
import { POSTED_PAGE, type PostedPage } from './leads/postedFormRequest.server.ts'
import { sentFormState } from './leads/postedClaim.server.ts'
import { sentFormOf } from './leads/sentFormCookie.server.ts'
import { leadSubmittedBy } from './leads/leadSubmittedCookie.server.ts'
import type { PostedLeadForm } from '../services/leads/postedForm.ts'
import type { VisitContact } from './storage/repositories/visitContactStore.server.ts'
import {
  type ThirdPartySources,
  newNonce,
  pagePolicy,
  thirdPartySources,
} from './security/contentSecurityPolicy.server.ts'

/** How a page request's visitor is read: the visit cookie's details, and the session's customer info. */
export interface VisitorReaders {
  contact(req: Request): Promise<VisitContact>
  account(req: Request): Promise<CustomerInfo | null>
  /** The ZIP database's city and state for a ZIP (server/zip/zipPlace.server.ts). */
  zipPlace(zip: string): Promise<ZipPlace>
}

const ANONYMOUS_VISITOR: VisitorReaders = {
  contact: async () => ({}),
  account: async () => null,
  zipPlace: async () => ({}),
}

/**
 * Serves a page: prerendered HTML for static routes (aliases and trailing slashes included),
 * server rendering through Vike for everything else, and a plain error page if even that fails.
 */
export function pageHandler(
  site: () => SiteRuntime,
  prerendered: () => Map<string, PrerenderedPage>,
  siteServices: SiteServices,
  origins: ServiceOrigins,
  /** The request's signed-in customer, or null (no session cookie: no lookup). */
  signedInCustomer: (req: Request) => Promise<SignedInCustomer | null>,
  /** What the request's visitor told the site and who they are signed in as, read only by a loader that asks. */
  visitor: VisitorReaders = ANONYMOUS_VISITOR,
) {
  const thirdPartyBySite = new WeakMap<SiteRuntime, ThirdPartySources>()
  /** Worked out once per site config (reloaded in development). */
  const thirdPartyOf = (runtime: SiteRuntime): ThirdPartySources => {
    let sources = thirdPartyBySite.get(runtime)
    if (!sources) thirdPartyBySite.set(runtime, (sources = thirdPartySources(runtime.config, origins)))
    return sources
  }
  return async (req: Request, res: Response) => {
    // A lead form's post that is answered with the page (server/leads/leadFormPosts): the form in its state.
    const posted = res.locals[POSTED_PAGE] as PostedPage | undefined
    // After a form's accepted post (303), the page shows that form's thank-you (sentFormCookie).
    const sent = posted ? null : req.method === 'GET' ? sentFormOf(req) : null
    const postedLeadForm: PostedLeadForm | undefined =
      posted?.form ?? (sent ? sentFormState({ site }, req.originalUrl, sent.blockId) : undefined)
    if (req.method !== 'GET' && req.method !== 'HEAD' && !posted) {
      res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method Not Allowed')
      return
    }
    const runtime = site()
    // A signed-in customer gets the page rendered for them (header and footer show them signed in from the
    // HTML); prerendered pages are the same for everyone and never say who is signed in.
    const customer = await signedInCustomer(req)
    // Whatever it shows, an answer to a request with the session cookie is that session's: never shared.
    const carriesSession = hasSessionCookie(req.headers.cookie)
    // A browser that sent a lead without scripts gets its pages rendered with the lead-submitted flag set (the head
    // boot script sets it from local storage after a scripted lead; leadSubmittedCookie.server.ts).
    const leadSubmitted = leadSubmittedBy(req)
    // On a closed date <html> carries data-closed-today, prerendered or rendered, so the call lines say the
    // holiday's words where no boot script runs (closedToday.server.ts).
    const day = servedDay(runtime.config.hours)
    const ready =
      customer || postedLeadForm || leadSubmitted
        ? undefined
        : prerenderedPageFor(runtime, prerendered(), req.originalUrl)
    if (ready) {
      sendPrerendered(req, res, ready, carriesSession, day)
      return
    }
    const thirdParty = thirdPartyOf(runtime)
    try {
      // A fresh nonce per response: Vike puts it on its scripts, the Head on the boot script, Emotion on its styles.
      const cspNonce = newNonce()
      const { httpResponse } = await renderPage({
        urlOriginal: req.originalUrl,
        headersOriginal: req.headers,
        siteRuntime: runtime,
        siteServices,
        cspNonce,
        signedInCustomer: customer,
        visitDetails: {
          contact: () => visitor.contact(req),
          account: () => visitor.account(req),
          zipPlace: (zip: string) => visitor.zipPlace(zip),
        },
        postedLeadForm,
        leadSubmitted,
        closedToday: day.closedDate,
      })
      res.status(posted && httpResponse.statusCode === 200 ? posted.status : httpResponse.statusCode)
      for (const [name, value] of httpResponse.headers) res.setHeader(name, value)
      res.setHeader('Content-Security-Policy', pagePolicy({ nonce: cspNonce, thirdParty }))
      // Rendered per request: its HTML can show time-dependent availability, so caches must revalidate; one
      // rendered for a session (a signed-in customer's names them; the account page holds their details, plans and
      // bills) is kept by no cache (pageCaching.server.ts).
      // A page rendered for a request with the visit cookie may show that visitor's details (the order page's form).
      // A form's state after a post holds what the visitor typed: never kept by a cache.
      setPageCacheHeaders(
        res,
        'rendered',
        carriesSession || hasVisitCookie(req.headers.cookie) || postedLeadForm !== undefined || leadSubmitted,
      )
      if (req.method === 'HEAD') res.end()
      else httpResponse.pipe(res)
    } catch (error) {
      console.error('page render failed:', error)
      if (!res.headersSent) res.status(500).set('Cache-Control', 'no-store').type('html').send(FALLBACK_ERROR_HTML)
      else res.end()
    }
  }
}
