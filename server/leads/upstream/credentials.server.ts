import { randomBytes } from 'node:crypto'
import type { ServerContext } from '../../ServerContext.server.ts'
import { processSecret } from '../../embedded/processSecrets.server.ts'

/**
 * Secrets and ids the lead clients need, read from the server's env. With the lead API on its embedded
 * default and no LEAD_API_KEY set, a key is made once per server context, shared by the client and the
 * embedded API (which checks it), so the embedded path exercises the ApiKey header like the real one.
 */
export interface LeadUpstreamCredentials {
  leadApiKey: string
  marketingAutomation: { portalId: string; formId: string }
  /** The lead API's send-email path (site-config/offers.json `emails.endpoint`), read at each attempt. */
  leadEmailEndpoint: string
}

const generatedKeys = new WeakMap<ServerContext, string>()

export function leadApiKey(ctx: ServerContext): string {
  const configured = ctx.env.LEAD_API_KEY?.trim()
  if (configured) return configured
  let key = generatedKeys.get(ctx)
  if (!key) {
    key = `dev-${randomBytes(16).toString('hex')}`
    generatedKeys.set(ctx, key)
  }
  return key
}

export function leadUpstreamCredentials(ctx: ServerContext): LeadUpstreamCredentials {
  return {
    leadApiKey: leadApiKey(ctx),
    marketingAutomation: {
      // Without a configured portal, the embedded capture's portal id is a per-process secret: the path is
      // the only credential the real capture endpoint has, and outsiders must not fill this one's table.
      portalId:
        ctx.env.MARKETING_AUTOMATION_PORTAL_ID?.trim() || `embedded-${processSecret('marketing-automation-portal')}`,
      formId: ctx.env.MARKETING_AUTOMATION_FORM_ID?.trim() || 'harbor-lead-capture',
    },
    leadEmailEndpoint: ctx.site().config.offers.emails.endpoint,
  }
}
