import { Router, type Request, type Response } from 'express'
import type { LeadAccepted, LeadInvalid, LeadRequest, LeadUnavailable } from '../../services/leads/contract.ts'
import { validateLeadRequest } from '../../services/leads/requestValidation.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { LEAD_DESTINATIONS, type LeadDestination } from './destinations.server.ts'
import { unavailableMessage } from './messages.ts'
import { createAcceptQueue } from './acceptQueue.server.ts'
import { LeadOutbox, type AcceptResult, type LeadPurpose, type NewDelivery } from './outbox.server.ts'
import { pageFactsOf } from './pageFacts.server.ts'
import { createLeadRelay, type LeadRelay, type RelayOptions } from './relay.server.ts'
import { leadUpstreamCredentials } from './upstream/credentials.server.ts'

export interface LeadsFeature {
  router: Router
  relay: LeadRelay
  outbox: LeadOutbox
}

/**
 * POST /api/leads (and POST /api/zip/invalid-lead, the not-serviceable save): validate, store durably in
 * the outbox, answer 202 — the upstreams are reached afterwards by the relay, so an upstream outage never
 * turns into an error for the visitor. Only a failure to store answers 503, with the page's sales phone.
 */
export function createLeadsFeature(ctx: ServerContext, relayOptions: Partial<RelayOptions> = {}): LeadsFeature {
  const outbox = new LeadOutbox(ctx.db, relayOptions.now)
  // The relay delivers every outbox row (offer claims too); the intake builds only the leads' deliveries.
  const destinations = LEAD_DESTINATIONS
  const relay = createLeadRelay({ outbox, upstreams: ctx.upstreams, credentials: () => leadUpstreamCredentials(ctx), ...relayOptions })
  const accept = createAcceptQueue(outbox)
  const router = Router()
  router.post('/leads', (req, res) => intake(ctx, accept, relay, destinations, 'lead', req, res))
  router.post('/zip/invalid-lead', (req, res) => intake(ctx, accept, relay, destinations, 'invalid-zip', req, res))
  return { router, relay, outbox }
}

/** The feature router of FEATURE_ROUTERS: builds the outbox and starts its relay with the server. */
export function leadsRouter(ctx: ServerContext): Router {
  const feature = createLeadsFeature(ctx)
  feature.relay.start()
  ctx.onShutdown?.(() => feature.relay.stop())
  return feature.router
}

type Accept = (lead: { request: LeadRequest; purpose: LeadPurpose; deliveries: NewDelivery[] }) => Promise<AcceptResult>

async function intake(
  ctx: ServerContext,
  accept: Accept,
  relay: LeadRelay,
  destinations: readonly LeadDestination[],
  purpose: LeadPurpose,
  req: Request,
  res: Response,
): Promise<void> {
  res.set('Cache-Control', 'no-store')
  const checked = validateLeadRequest(req.body)
  if (!checked.ok) {
    res.status(400).json({ status: 'invalid', message: checked.message, fieldErrors: checked.fieldErrors } satisfies LeadInvalid)
    return
  }
  const request: LeadRequest = checked.value
  let salesPhone = ctx.site().config.phones.sales
  try {
    const site = ctx.site()
    const facts = { ...(await pageFactsOf(site, request.page)), emails: site.config.offers.emails, brandName: site.config.brand.name }
    salesPhone = facts.salesPhone
    const deliveries = destinations
      .filter((destination) => destination.accepts(purpose, request))
      .map((destination) => ({ destination: destination.name, payload: destination.payload(request, facts) }))
    const stored = await accept({ request, purpose, deliveries })
    if (!stored.duplicate) relay.wake()
    res.status(202).json({ status: 'accepted', leadId: stored.leadId, duplicate: stored.duplicate } satisfies LeadAccepted)
  } catch (error) {
    console.error(`lead ${request.idempotencyKey} could not be stored: ${error instanceof Error ? error.message : String(error)}`)
    res.status(503).json({ status: 'unavailable', message: unavailableMessage(salesPhone) } satisfies LeadUnavailable)
  }
}
