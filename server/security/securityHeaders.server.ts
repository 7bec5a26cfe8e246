import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { plainPagePolicy } from './contentSecurityPolicy.server.ts'

/**
 * Headers of every answer, the one place their values are written: the Express chain (securityHeaders)
 * and the static fast path in front of it (server/staticFastPath.server.ts) both set these. Pages add
 * their Content-Security-Policy; in production the site is https only, so browsers are told never to use
 * plain http for it (HSTS, a year, subdomains included).
 */
export function securityHeaderEntries(production: boolean): ReadonlyArray<readonly [string, string]> {
  const entries: Array<readonly [string, string]> = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ]
  if (production) entries.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  return entries
}

export function setSecurityHeaders(res: ServerResponse, entries: ReadonlyArray<readonly [string, string]>): void {
  for (const [name, value] of entries) res.setHeader(name, value)
}

/**
 * The Express middleware form. It also starts every answer of the Express chain with the plain-page
 * Content-Security-Policy (issue 28: the sign-in problem pages, the account API's move page and the
 * identity provider's pages had none); the site's pages replace it with their own, the identity provider
 * with one that lets its forms reach the site. (The static fast path sets it on the assets it serves too;
 * prerendered pages carry their own.)
 */
export function securityHeaders(production: boolean): RequestHandler {
  const entries = securityHeaderEntries(production)
  const defaultPolicy = plainPagePolicy()
  return (_req, res, next) => {
    setSecurityHeaders(res, entries)
    res.setHeader('Content-Security-Policy', defaultPolicy)
    next()
  }
}
