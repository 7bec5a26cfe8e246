import { Router, json, type Request, type Response } from 'express'
import type { LeadAccepted, LeadInvalid, LeadRequest, LeadUnavailable } from '../../services/leads/contract.ts'
import { validateLeadRequest } from '../../services/leads/requestValidation.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { LEAD_DESTINATIONS, LEAD_EMAIL_DESTINATION, type LeadDestination } from './destinations.server.ts'
import { unavailableMessage } from './messages.ts'
import { createAcceptQueue } from './acceptQueue.server.ts'
import { relayConcurrencyFromEnv } from './relayConcurrency.server.ts'
import { type IntakeLimits, clientKeyOf, createIntakeLimits, intakeLimitsFromEnv } from './intakeLimits.server.ts'
import type { AcceptResult, LeadOutbox, LeadPurpose, NewDelivery } from '../storage/repositories/leadOutbox.server.ts'
import { createOutboxPruner, retentionFromEnv } from './outboxPruner.server.ts'
import { pageFactsOf } from './pageFacts.server.ts'
import { shopLeadSourceOf } from '../catalogue/catalogueLeadSource.server.ts'
import { siteServicesOf } from '../siteServices.server.ts'
import { createLeadRelay, type LeadRelay, type RelayOptions } from './relay.server.ts'
import { leadUpstreamCredentials } from './upstream/credentials.server.ts'
import { rememberVisitContact, visitContactOfLead } from '../visit/visitContact.server.ts'

export interface LeadsFeature {
  router: Router
  relay: LeadRelay
  outbox: LeadOutbox
}

export interface LeadsFeatureOptions extends Partial<RelayOptions> {
  /** The intake's per-client and per-recipient limits (default: intakeLimits DEFAULT_INTAKE_LIMITS). */
  limits?: IntakeLimits
}

/**
 * The largest lead body the intake reads. A lead from the site's forms is about 2 kB; the envelope's
 * field limits (services/leads/requestValidation.ts) bound each part, this bounds the whole.
 */
export const LEAD_BODY_LIMIT = '16kb'

/**
 * POST /api/leads (and POST /api/zip/invalid-lead, the not-serviceable save): validate, store durably in
 * the outbox, answer 202 — the upstreams are reached afterwards by the relay, so an upstream outage never
 * turns into an error for the visitor. Only a failure to store answers 503, with the page's sales phone.
 */
export function createLeadsFeature(ctx: ServerContext, options: LeadsFeatureOptions = {}): LeadsFeature {
  const { limits = createIntakeLimits(intakeLimitsFromEnv(ctx.env), options.now, ctx.rateLimits), ...relayOptions } =
    options
  const outbox = ctx.storage.leadOutbox(relayOptions.now)
  // The relay delivers every outbox row (offer claims too); the intake builds only the leads' deliveries.
  const destinations = LEAD_DESTINATIONS
  const relay = createLeadRelay({
    outbox,
    upstreams: ctx.upstreams,
    credentials: () => leadUpstreamCredentials(ctx),
    ...relayOptions,
  })
  const accept = createAcceptQueue(outbox)
  const intake = { ctx, accept, relay, destinations, outbox, limits }
  const router = Router()
  const body = json({ limit: LEAD_BODY_LIMIT })
  router.post('/leads', body, (req, res) => takeLead(intake, 'lead', req, res))
  router.post('/zip/invalid-lead', body, (req, res) => takeLead(intake, 'invalid-zip', req, res))
  return { router, relay, outbox }
}

/** The feature router of FEATURE_ROUTERS: builds the outbox and starts its relay and its pruning with the server. */
export function leadsRouter(ctx: ServerContext): Router {
  const feature = createLeadsFeature(ctx, relayConcurrencyFromEnv(ctx.env))
  feature.relay.start()
  const pruner = createOutboxPruner({ outbox: feature.outbox, ...retentionFromEnv(ctx.env) })
  pruner.start()
  ctx.onShutdown?.(async () => {
    pruner.stop()
    await feature.relay.stop()
  })
  return feature.router
}

type Accept = (lead: { request: LeadRequest; purpose: LeadPurpose; deliveries: NewDelivery[] }) => Promise<AcceptResult>

interface Intake {
  ctx: ServerContext
  accept: Accept
  relay: LeadRelay
  destinations: readonly LeadDestination[]
  outbox: LeadOutbox
  limits: IntakeLimits
}

async function takeLead(
  { ctx, accept, relay, destinations, outbox, limits }: Intake,
  purpose: LeadPurpose,
  req: Request,
  res: Response,
): Promise<void> {
  res.set('Cache-Control', 'no-store')
  const checked = validateLeadRequest(req.body)
  if (!checked.ok) {
    res
      .status(400)
      .json({ status: 'invalid', message: checked.message, fieldErrors: checked.fieldErrors } satisfies LeadInvalid)
    return
  }
  const request: LeadRequest = checked.value
  let salesPhone = ctx.site().config.phones.sales
  try {
    const site = ctx.site()
    const facts = {
      ...(await pageFactsOf(
        site,
        request.page,
        shopLeadSourceOf(() => siteServicesOf(ctx)),
      )),
      emails: site.config.offers.emails,
      brandName: site.config.brand.name,
    }
    salesPhone = facts.salesPhone
    // A retry of a lead already stored is answered before any limit: a visitor's retry always lands.
    const known = await outbox.leadIdForKey(request.idempotencyKey)
    if (known) {
      await rememberVisitContact(ctx, req, res, visitContactOfLead(request))
      res.status(202).json({ status: 'accepted', leadId: known, duplicate: true } satisfies LeadAccepted)
      return
    }
    const client = clientKeyOf(req)
    if (!(await limits.allowsNewLead(client))) {
      res.set('Retry-After', String(limits.retryAfterSeconds))
      res.status(429).json({ status: 'unavailable', message: unavailableMessage(salesPhone) } satisfies LeadUnavailable)
      return
    }
    const wanted = destinations.filter((destination) => destination.accepts(purpose, request))
    const mailAllowed =
      !wanted.some((d) => d.name === LEAD_EMAIL_DESTINATION) ||
      (await limits.allowsConfirmationEmail(client, request.contact.email))
    const deliveries = wanted
      .filter((destination) => mailAllowed || destination.name !== LEAD_EMAIL_DESTINATION)
      .map((destination) => ({ destination: destination.name, payload: destination.payload(request, facts) }))
    const stored = await accept({ request, purpose, deliveries })
    if (!stored.duplicate) relay.wake()
    // The visitor's later forms (the order page) are filled in from the server HTML: kept behind the visit cookie.
    await rememberVisitContact(ctx, req, res, visitContactOfLead(request))
    res
      .status(202)
      .json({ status: 'accepted', leadId: stored.leadId, duplicate: stored.duplicate } satisfies LeadAccepted)
  } catch (error) {
    console.error(
      `lead ${request.idempotencyKey} could not be stored: ${error instanceof Error ? error.message : String(error)}`,
    )
    res.status(503).json({ status: 'unavailable', message: unavailableMessage(salesPhone) } satisfies LeadUnavailable)
  }
}
