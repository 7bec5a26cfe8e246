import { Router, json } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import { checkoutRouter } from '../checkout/checkoutRouter.server.ts'
import { authRouter } from '../auth/authRouter.server.ts'

/**
 * The site's own endpoints under /api, called by the browser. Each feature area (leads, zip, shop,
 * auth, content, offers) is one router built from the server context; add a line to FEATURE_ROUTERS.
 */
type FeatureRouter = (ctx: ServerContext) => Router

const FEATURE_ROUTERS: FeatureRouter[] = [
  checkoutRouter,
  authRouter,
]

export function apiRouter(ctx: ServerContext): Router {
  const router = Router()
  router.use(json({ limit: '32kb' }))
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({
      status: 'ok',
      pages: ctx.site().table.size,
      upstreams: Object.fromEntries(Object.entries(ctx.upstreams).map(([key, s]) => [key, s.mode])),
    })
  })
  for (const feature of FEATURE_ROUTERS) router.use(feature(ctx))
  router.use((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'No such API endpoint.' })
  })
  return router
}
