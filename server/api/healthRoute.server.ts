import { timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import type { UpstreamSetting } from '../upstreams.server.ts'
import { servedRevision } from '../revision/siteRevision.server.ts'

/**
 * GET /api/health: `{ status: 'ok', revision }` for anyone (load balancers, uptime checks); the details (how many
 * pages, which services run on embedded defaults) only for operators (issue 28: they told strangers which
 * services are embedded). An operator is a request with `Authorization: Bearer <HEALTH_TOKEN>` when that is
 * set, or one made on this machine straight to the server (loopback, no proxy's forwarding headers).
 * The build's revision (commit, content hash, build time) is for everyone: every answer's X-Site-Revision
 * header carries it already, it says nothing about the services or settings, and checking a deploy or a
 * rollback from outside (through the balancer, a CDN) is what it is for.
 */
export function healthRoute(ctx: ServerContext): RequestHandler {
  const token = ctx.env.HEALTH_TOKEN?.trim() || null
  const revision = servedRevision(ctx.root, ctx.production)
  return (req, res) => {
    res.set('Cache-Control', 'no-store')
    if (!isOperator(req, token)) return void res.json({ status: 'ok', revision })
    res.json({
      status: 'ok',
      revision,
      pages: ctx.site().table.size,
      upstreams: Object.fromEntries(
        (Object.entries(ctx.upstreams) as [string, UpstreamSetting][]).map(([key, s]) => [key, s.mode]),
      ),
    })
  }
}

function isOperator(req: Request, token: string | null): boolean {
  const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1]
  if (token && bearer) return sameText(bearer, token)
  const forwarded = req.get('x-forwarded-for') !== undefined || req.get('forwarded') !== undefined
  return !forwarded && isLoopback(req.socket.remoteAddress)
}

function isLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '')
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
