import { Router, json } from 'express'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import type { UpstreamSettings } from '../upstreams.server.ts'

/** The site's own endpoints under /api. Feature areas (leads, shop, auth, content) mount their routers here. */
export function apiRouter(site: () => SiteRuntime, upstreams: UpstreamSettings): Router {
  const router = Router()
  router.use(json({ limit: '32kb' }))
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({
      status: 'ok',
      pages: site().table.size,
      upstreams: Object.fromEntries(Object.entries(upstreams).map(([key, s]) => [key, s.mode])),
    })
  })
  router.use((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'No such API endpoint.' })
  })
  return router
}
