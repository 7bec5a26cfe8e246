import { createHash } from 'node:crypto'
import { Router, type Request } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import { currentSession } from '../../auth/currentSession.server.ts'
import { escapeHtml } from '../../auth/authPages.server.ts'
import { type DemoCustomer, demoCustomerBySubject } from '../demoCustomers.server.ts'

/**
 * The embedded account API (used when ACCOUNT_API_URL is not set): the single-sign-on customer call for
 * the customer whose token the site sends, and the move-request page the browser is sent to.
 */
export function embeddedAccountApiRouter(ctx: ServerContext): Router {
  const storage = ctx.storage.sessions
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
    const { customerType: _type, active: _active, ...account } = customer.account
    res.json({
      ...account,
      sessionId: createHash('sha256').update(token).digest('hex').slice(0, 24),
      idp: ctx.upstreams.identityProvider.baseUrl,
      ipAddress: forwardedFor(req),
    })
  })

  router.get('/moverequest', async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const session = await currentSession(storage, req)
    const customer = session ? demoCustomerBySubject(session.subject) : undefined
    if (!customer) {
      res
        .status(401)
        .type('html')
        .send(
          moveRequestPage(
            'Please sign in first',
            '<p>Sign in to your Harbor account to request a move.</p><p><a href="/api/auth/move-request">Sign in and request a move</a></p>',
          ),
        )
      return
    }
    await ctx.storage.embeddedServices.storeMoveRequest(customer.account.customerNumber)
    res.type('html').send(moveRequestPage('Your move request was started', moveRequestBody(customer)))
  })

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

function moveRequestBody(customer: DemoCustomer): string {
  const { custName, customerNumber, phone1 } = customer.account
  return `<p>Thank you, ${escapeHtml(custName)}. We have started a move request for customer number ${escapeHtml(customerNumber)}.</p>
<p>A moving specialist will call you at ${escapeHtml(phone1)} to schedule the move of your system.</p>
<p><a href="/account">Back to your account</a></p>`
}

function moveRequestPage(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(heading)} | Harbor Home Security</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1d2433}main{max-width:36rem;margin:4rem auto;padding:0 1.25rem}a{color:#0b4f9c}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`
}
