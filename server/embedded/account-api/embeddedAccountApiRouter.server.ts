import { createHash } from 'node:crypto'
import { Router, type Request } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import { demoCustomerBySubject } from '../demoCustomers.server.ts'
import { moveRequestRoutes } from './moveRequestRoutes.server.ts'
import { siteAnswer } from './siteBilling.server.ts'
import { siteServicesOf } from '../../siteServices.server.ts'

/**
 * The embedded account API (used when ACCOUNT_API_URL is not set): the single-sign-on customer call for
 * the customer whose token the site sends (with each site's plan by catalogue id and its billing), and the
 * move-request page the browser is sent to.
 */
export function embeddedAccountApiRouter(ctx: ServerContext, now: () => number = Date.now): Router {
  // The catalogue the site sells from: the billing system prices a site's plan from it, never from a typed figure.
  const { catalogue } = siteServicesOf(ctx)
  const verifier = new AccessTokenVerifier(ctx.upstreams.identityProvider.baseUrl)
  const router = Router()

  router.get('/api/sso/customer', async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1]
    const subject = token ? await verifier.subjectOf(token) : null
    if (!token || !subject) {
      res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_token' })
      return
    }
    const customer = demoCustomerBySubject(subject)
    if (!customer) {
      res.status(404).json({ error: 'unknown_customer' })
      return
    }
    const { customerType: _type, active: _active, sites, ...account } = customer.account
    res.json({
      ...account,
      sites: await Promise.all(sites.map((site) => siteAnswer(site, catalogue, now()))),
      sessionId: createHash('sha256').update(token).digest('hex').slice(0, 24),
      idp: ctx.upstreams.identityProvider.baseUrl,
      ipAddress: forwardedFor(req),
    })
  })

  router.use(moveRequestRoutes(ctx))

  return router
}

/**
 * Validates the bearer the site sends: an access token, asked of the provider's userinfo endpoint, which
 * answers only for live access tokens. An id_token is refused (issue 28: after sign-out, the id_token the
 * logout URL carried still read the customer's name, address and number for an hour); it says who signed
 * in, to the client it was issued to, and is no credential at any API.
 */
class AccessTokenVerifier {
  private metadata: Promise<{ userinfo_endpoint: string }> | null = null

  constructor(private readonly issuer: string) {}

  async subjectOf(token: string): Promise<string | null> {
    try {
      const metadata = await this.discover()
      const response = await fetch(metadata.userinfo_endpoint, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) return null
      const claims = (await response.json()) as { sub?: unknown }
      return typeof claims.sub === 'string' ? claims.sub : null
    } catch (error) {
      console.error('account API: token check failed:', error instanceof Error ? error.message : error)
      return null
    }
  }

  private discover() {
    this.metadata ??= fetch(`${this.issuer}/.well-known/openid-configuration`).then(async (response) => {
      if (!response.ok) throw new Error(`discovery failed: HTTP ${response.status}`)
      return response.json() as Promise<{ userinfo_endpoint: string }>
    })
    this.metadata.catch(() => (this.metadata = null))
    return this.metadata
  }
}

function forwardedFor(req: Request): string {
  return req.get('x-forwarded-for')?.split(',')[0]?.trim() || req.ip || ''
}
