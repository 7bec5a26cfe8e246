import type { RequestHandler } from 'express'

/**
 * Refuses paths a browser would read as another host once they come back in a redirect: a backslash
 * (browsers treat `/\evil.com` as `//evil.com`), raw or percent-encoded, and a leading `//`. No page of
 * the site has either; without this the trailing-slash redirect answered `GET /\evil.com/` with
 * `Location: /\evil.com` (issue 20).
 */
export const refuseHostLikePaths: RequestHandler = (req, res, next) => {
  if (isHostLikePath(req.originalUrl)) {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not Found')
    return
  }
  next()
}

/** Whether a site-relative URL's path could be read as another host (see refuseHostLikePaths). */
export function isHostLikePath(url: string): boolean {
  const path = url.split('?')[0] ?? ''
  return /\\|%5c/i.test(path) || /^\/(\/|%2f)/i.test(path)
}
