import { Router } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import { catalogueApiRouter } from './catalogue/catalogueApiRouter.server.ts'
import { checkoutApiRouter } from './checkout/checkoutApiRouter.server.ts'
import { embeddedOidcRouter } from './oidc/embeddedOidcRouter.server.ts'
import { embeddedAccountApiRouter } from './account-api/embeddedAccountApiRouter.server.ts'
import { embeddedCustomerCallsRouter } from './account-api/embeddedCustomerCallsRouter.server.ts'
import { embeddedLeadApiRouter } from './lead-api/leadApiRouter.server.ts'
import { embeddedOfferCallsRouter } from './lead-api/offerCallsRouter.server.ts'
import { embeddedMarketingAutomationRouter } from './marketing-automation/marketingAutomationRouter.server.ts'
import { embeddedChatRouter } from './chat/chatApiRouter.server.ts'
import { leadApiKey } from '../leads/upstream/credentials.server.ts'

/**
 * The embedded defaults of the company's services, mounted under /embedded/<service> on the site's own
 * server. Each is only mounted while its upstream is not configured, and the site's clients reach it over
 * HTTP at the URL in `ctx.upstreams`, exactly as they would reach the real service.
 *
 * Each demands the real service's credentials (issue 20): the lead API (customer calls, offer calls, leads)
 * the checkout API and the chat provider their ApiKey, marketing automation its portal id; when the environment sets none,
 * the site and the embedded service share a per-process secret (processSecrets.server.ts), so only the
 * site can call them. The identity provider and the account API are reached by browsers by design; they
 * are protected like the real ones (client authentication with PKCE, bearer tokens). The catalogue API
 * serves the public catalogue, read-only.
 *
 * To add one: write `server/embedded/<service>/<service>Router.server.ts` and add a line below.
 */
type EmbeddedService = { upstream: keyof ServerContext['upstreams']; mount: (ctx: ServerContext) => Router }

const EMBEDDED_SERVICES: EmbeddedService[] = [
  { upstream: 'checkout', mount: checkoutApiRouter },
  { upstream: 'catalogue', mount: catalogueApiRouter },
  { upstream: 'identityProvider', mount: embeddedOidcRouter },
  { upstream: 'accountApi', mount: embeddedAccountApiRouter },
  { upstream: 'leadApi', mount: (ctx) => embeddedCustomerCallsRouter(() => leadApiKey(ctx)) },
  { upstream: 'leadApi', mount: embeddedOfferCallsRouter },
  { upstream: 'leadApi', mount: embeddedLeadApiRouter },
  { upstream: 'marketingAutomation', mount: embeddedMarketingAutomationRouter },
  { upstream: 'chat', mount: embeddedChatRouter },
]

export function embeddedServices(ctx: ServerContext): Router {
  const router = Router()
  for (const service of EMBEDDED_SERVICES) {
    const setting = ctx.upstreams[service.upstream]
    if (setting.mode === 'embedded') router.use(`/${setting.embeddedPath}`, service.mount(ctx))
  }
  return router
}
