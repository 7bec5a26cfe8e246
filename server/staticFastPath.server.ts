import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import type { NodeHandler } from './builtFiles.server.ts'
import { type PrerenderedPage, prerenderedPageFor, sendPrerendered } from './prerenderedPages.server.ts'
import { ROUTER_MOUNTS } from './routerMounts.server.ts'
import { isHostLikePath } from './security/pathGuard.server.ts'
import { securityHeaderEntries, setSecurityHeaders } from './security/securityHeaders.server.ts'
import { plainPagePolicy } from './security/contentSecurityPolicy.server.ts'
import { hasSessionCookie } from './auth/signedInCustomer.server.ts'
import { hasSentFormCookie } from './leads/sentFormCookie.server.ts'
import { hasLeadSubmittedCookie } from './leads/leadSubmittedCookie.server.ts'
import { servedDay } from './closedToday.server.ts'

export interface StaticFastPathParts {
  site: () => SiteRuntime
  prerendered: () => ReadonlyMap<string, PrerenderedPage>
  /** The build's files (builtFiles.server.ts); the fast path answers only hashed assets from it. */
  files: NodeHandler
  production: boolean
}

/**
 * Answers static hits before the Express chain: prerendered pages and content-hashed assets (`/assets/`),
 * which are most requests and need none of the chain's middleware. Everything else, and anything the fast
 * path is not sure of (a sign-in-only page, a path under a router, a host-like path, a missing asset),
 * goes on to Express unchanged. Headers come from the same functions the chain uses, so an answer is the
 * same whichever way it went (tests/e2e/staticServing.test.ts compares them).
 */
export function staticFastPath(parts: StaticFastPathParts): NodeHandler {
  const securityHeaders = securityHeaderEntries(parts.production)
  // What the Express chain starts every answer with (securityHeaders), so an asset answers the same either way.
  const assetPolicy = plainPagePolicy()
  return (req, res, next) => {
    const url = req.url ?? '/'
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isHostLikePath(url) || underRouter(url)) return next()
    if (url.startsWith('/assets/')) {
      setSecurityHeaders(res, securityHeaders)
      res.setHeader('Content-Security-Policy', assetPolicy)
      parts.files(req, res, next)
      return
    }
    // A signed-in customer's page is rendered for them by the Express chain (their name in the header), and so
    // is a page whose lead form was just sent without scripts (its thank-you, sentFormCookie.server.ts), and every
    // page of a browser that sent a lead so (its forms say "we have your request", leadSubmittedCookie.server.ts).
    const cookies = req.headers.cookie
    if (hasSessionCookie(cookies) || hasSentFormCookie(cookies) || hasLeadSubmittedCookie(cookies)) return next()
    const site = parts.site()
    const page = prerenderedPageFor(site, parts.prerendered(), url)
    if (!page || page.requiresSignIn) return next()
    setSecurityHeaders(res, securityHeaders)
    // On a closed date the page is marked so for a browser without scripts (closedToday.server.ts).
    sendPrerendered(req, res, page, false, servedDay(site.config.hours))
  }
}

function underRouter(url: string): boolean {
  return ROUTER_MOUNTS.some(
    (mount) => url.startsWith(mount) && (url.length === mount.length || '/?'.includes(url[mount.length]!)),
  )
}

/** The server's request listener: the fast path first, the Express app for the rest. */
export function withStaticFastPath(
  fastPath: NodeHandler,
  app: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => fastPath(req, res, () => app(req, res))
}
