import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import { parseCookie } from 'cookie'

/** The cookie the studio's launch link sets, and the header scripts may send instead. */
export const STUDIO_TOKEN_COOKIE = 'studio_token'
export const STUDIO_TOKEN_HEADER = 'X-Studio-Token'

/** The names a browser on this machine uses for the studio; any other Host is a rebinding page's name. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Files the studio must never serve, whatever serves them (Vite's dev middleware serves the whole project):
 * the database folder and SQLite files hold the identity provider's signing keys, sessions and leads.
 */
const PRIVATE_PATHS = [/(^|\/)data(\/|$)/i, /\.db(-[a-z]+)?$/i, /\.sqlite3?$/i, /(^|\/)\.env(\.|$)/i]

/** Vite's own deny list for its file serving, with the same private files (server.fs.deny). */
export const VITE_FS_DENY = [
  '.env',
  '.env.*',
  '*.{crt,pem}',
  '**/.git/**',
  '**/data/**',
  '**/*.db',
  '**/*.db-*',
  '**/*.sqlite',
]

export interface StudioGuard {
  /** Made once per launch; the launch link carries it, the browser keeps it in an HttpOnly cookie. */
  token: string
  /** The studio's URL with the token, printed at launch: opening it admits that browser. */
  launchUrl(studioUrl: string): string
  middleware: RequestHandler
}

/**
 * The studio's guard (issue 28 item 4: a page on attacker.example resolving to 127.0.0.1 could rewrite
 * routes.json, and Vite served data/site.db to any localhost origin). In front of everything the studio
 * serves, in this order:
 * 1. the Host must be a local name (DNS rebinding keeps the attacker's host name in Host);
 * 2. the database folder and *.db files are never served;
 * 3. a request a browser marks as cross-origin (Origin or Sec-Fetch-Site) is refused, so another
 *    localhost port (another dev server) cannot read or write the studio;
 * 4. every request carries the per-launch token (cookie set by the launch link, or the header).
 */
export function studioGuard(
  token: string = randomBytes(24).toString('base64url'),
  /**
   * Path prefixes that skip the token (never the Host, path and origin checks): the studio's calls to itself,
   * which carry their own credential (the embedded lead API's ApiKey).
   */
  tokenExemptPrefixes: readonly string[] = [],
): StudioGuard {
  const expected = Buffer.from(token)
  const holdsToken = (value: string | undefined) =>
    typeof value === 'string' && value.length === token.length && timingSafeEqual(Buffer.from(value), expected)

  const middleware: RequestHandler = (req, res, next) => {
    const host = req.headers.host ?? ''
    if (!LOCAL_HOSTNAMES.has(hostnameOf(host)))
      return refuse(res, 403, 'The studio answers only on localhost or 127.0.0.1.')
    if (isPrivatePath(req.path)) return refuse(res, 404, 'Not found.')
    if (!isSameOrigin(req, host)) return refuse(res, 403, 'The studio takes requests from its own pages only.')
    if (tokenExemptPrefixes.some((prefix) => req.path.startsWith(prefix))) return next()
    const offered = typeof req.query.token === 'string' ? req.query.token : undefined
    if (req.method === 'GET' && offered !== undefined && holdsToken(offered)) {
      res.cookie(STUDIO_TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/' })
      const clean = new URL(req.originalUrl, 'http://studio')
      clean.searchParams.delete('token')
      return void res.redirect(303, clean.pathname + clean.search)
    }
    const cookie = req.headers.cookie ? parseCookie(req.headers.cookie)[STUDIO_TOKEN_COOKIE] : undefined
    if (!holdsToken(cookie) && !holdsToken(req.get(STUDIO_TOKEN_HEADER)))
      return refuse(res, 401, 'Open the studio with the link `npm run studio` printed when it started.')
    next()
  }

  return {
    token,
    launchUrl: (studioUrl) => `${studioUrl}?token=${encodeURIComponent(token)}`,
    middleware,
  }
}

function hostnameOf(host: string): string {
  const bracketed = /^(\[[^\]]+\])(:\d+)?$/.exec(host)
  if (bracketed) return bracketed[1]!.toLowerCase()
  return host.replace(/:\d+$/, '').toLowerCase()
}

function isPrivatePath(path: string): boolean {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return true
  }
  return PRIVATE_PATHS.some((pattern) => pattern.test(decoded))
}

/** No Origin and no Sec-Fetch-Site (a typed URL, curl) or both naming this origin; anything else is cross-origin. */
function isSameOrigin(req: Request, host: string): boolean {
  const site = req.get('sec-fetch-site')
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false
  const origin = req.get('origin')
  return origin === undefined || origin === `${req.protocol}://${host}`
}

function refuse(res: Response, status: number, message: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('text').send(message)
}
