import { Router, json, type ErrorRequestHandler } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import { healthRoute } from './healthRoute.server.ts'
import { chatRouter } from '../chat/chatRouter.server.ts'
import { checkoutRouter } from '../checkout/checkoutRouter.server.ts'
import { authRouter } from '../auth/authRouter.server.ts'
import { leadsRouter } from '../leads/leadsRouter.server.ts'
import { zipRouter } from '../zip/zipRouter.server.ts'
import { offerClaimsRouter } from '../offers/offerClaimsRouter.server.ts'
import { helpVotesRouter } from '../helpVotes/helpVotesRouter.server.ts'
import { checkoutHostRouter } from '../embedded/checkout/checkoutHostRouter.server.ts'
import { originOf, refuseCrossSiteWrites } from '../security/sameOrigin.server.ts'
import { AUTH_PATHS } from '../../services/auth/paths.ts'

/**
 * The site's own endpoints under /api, called by the browser. Each feature area (leads, zip, shop,
 * auth, content, offers) is one router built from the server context; add a line to FEATURE_ROUTERS.
 */
type FeatureRouter = (ctx: ServerContext) => Router

const FEATURE_ROUTERS: FeatureRouter[] = [
  checkoutRouter,
  checkoutHostRouter,
  authRouter,
  leadsRouter,
  zipRouter,
  offerClaimsRouter,
  chatRouter,
  helpVotesRouter,
]

export function apiRouter(ctx: ServerContext): Router {
  const router = Router()
  router.use(
    refuseCrossSiteWrites({
      siteOrigin: () => originOf(ctx.site().config.brand.siteUrl),
      exempt: [AUTH_PATHS.callback.replace(/^\/api/, '')],
    }),
  )
  router.use(json({ limit: '16kb' }))
  router.get('/health', healthRoute(ctx))
  for (const feature of FEATURE_ROUTERS) router.use(feature(ctx))
  router.use((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'No such API endpoint.' })
  })
  router.use(bodyErrors)
  return router
}

/**
 * A body the JSON parser refuses (malformed, too large, wrong charset) is the client's mistake: answer 4xx
 * with a readable message in the shape the lead forms read, instead of Express's HTML error page.
 */
const bodyErrors: ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, next) => {
  if (res.headersSent || typeof error?.status !== 'number' || error.status < 400 || error.status >= 500)
    return next(error)
  const message =
    error.type === 'entity.too.large' ? 'The request body is too large.' : 'The request body is not valid JSON.'
  res.status(error.status).json({ status: 'invalid', message, fieldErrors: {} })
}
