import type { Request, RequestHandler } from 'express'

/**
 * Whether a request was sent by a page of this site, as the browser tells: `Sec-Fetch-Site` when it
 * sends one (every current browser does), and the `Origin` of a POST, compared in full (scheme, host
 * and port), with this server as the visitor reached it or with the site's public origin (`siteUrl`,
 * for a TLS proxy whose scheme Express is not told about). A request without either header is not from
 * a browser page (curl, the site's own server-side calls); SameSite cookies and the JSON content type
 * are not enough against a cross-site form, this check is (issue 20).
 */
export function isSameOriginRequest(req: Request, siteOrigin: string | null = null): boolean {
  const fetchSite = req.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false
  const origin = req.get('origin')
  if (!origin) return true
  let sent: string
  try {
    sent = new URL(origin).origin
  } catch {
    return false
  }
  return sent === `${req.protocol}://${req.get('host')}` || (siteOrigin !== null && sent === siteOrigin)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * One middleware in front of every state-changing /api route: a cross-site POST (PUT, PATCH, DELETE)
 * answers 403. `exempt` names the routes another site posts to by design (the identity provider's
 * form_post to /api/auth/callback, which its state and nonce protect).
 */
export function refuseCrossSiteWrites(options: {
  siteOrigin: () => string | null
  exempt?: readonly string[]
}): RequestHandler {
  const exempt = new Set(options.exempt ?? [])
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.has(req.path) || isSameOriginRequest(req, options.siteOrigin()))
      return next()
    res
      .status(403)
      .set('Cache-Control', 'no-store')
      .json({ status: 'error', message: 'Cross-site requests are not accepted.' })
  }
}

/** The origin (scheme://host[:port]) of a configured URL, or null when it is not one. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}
