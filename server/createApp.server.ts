import express, { type Express, type RequestHandler } from 'express'
import compression from 'compression'
import sirv from 'sirv'
import { apiRouter } from './api/apiRouter.server.ts'
import { embeddedServices } from './embedded/embeddedServices.server.ts'
import { pageHandler } from './pageHandler.server.ts'
import { signInGate } from './auth/signInGate.server.ts'
import { sitemapHandler } from './sitemap.server.ts'
import type { PrerenderedPage } from './prerenderedPages.server.ts'
import type { ServerContext } from './ServerContext.server.ts'
import { trustProxySetting } from './trustProxy.server.ts'
import { refuseHostLikePaths } from './security/pathGuard.server.ts'

export interface AppParts {
  ctx: ServerContext
  /** Serves built files (production) or Vite's dev middleware (development). */
  assets: RequestHandler
  prerendered: () => Map<string, PrerenderedPage>
}

export function createApp(parts: AppParts): Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxySetting(parts.ctx.env))
  app.use(securityHeaders(parts.ctx.production))
  app.use(refuseHostLikePaths)
  app.use(compression())
  app.use(parts.assets)
  app.get('/sitemap.xml', sitemapHandler(parts.ctx))
  app.use('/api', apiRouter(parts.ctx))
  app.use('/embedded', embeddedServices(parts.ctx))
  app.use(signInGate(parts.ctx))
  app.use(pageHandler(parts.ctx.site, parts.prerendered))
  return app
}

/** Built assets: content-hashed files cached for a year, precompressed variants preferred. */
export function builtAssets(clientDir: string): RequestHandler {
  const serve = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    },
  })
  // Pages are served by the page handler, which knows aliases and which routes are static.
  return (req, res, next) =>
    /\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.html') ? serve(req, res, next) : next()
}

/**
 * Headers of every answer. Pages add their Content-Security-Policy (pageHandler); in production the site
 * is https only, so browsers are told never to use plain http for it (HSTS, a year, subdomains included).
 */
export function securityHeaders(production: boolean): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
    if (production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}
