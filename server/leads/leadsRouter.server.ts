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
import { renderedPhonesFor } from './renderedPhones.server.ts'
import { shopLeadSourceOf } from '../catalogue/catalogueLeadSource.server.ts'
import { siteServicesOf } from '../siteServices.server.ts'
import { createLeadRelay, type LeadRelay, type RelayOptions } from './relay.server.ts'
import { leadUpstreamCredentials } from './upstream/credentials.server.ts'
import { rememberVisitContact, visitContactOfLead } from '../visit/visitContact.server.ts'

export interface LeadsFeature {
  router: Router
  relay: LeadRelay
  outbox: LeadOutbox
  /** The intake behind POST /api/leads, for the pages' scripts-off form posts (server/leads/leadFormPosts). */
  intake: LeadIntake
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
  return {
    router,
    relay,
    outbox,
    intake: (purpose, request, req, res) => intakeLead(intake, purpose, request, req, res),
  }
}

/** The feature router of FEATURE_ROUTERS: builds the outbox and starts its relay and its pruning with the server. */
export function leadsRouter(ctx: ServerContext): Router {
  return startedLeadsFeature(ctx).router
}

const startedFeatures = new WeakMap<ServerContext, LeadsFeature>()

/**
 * The one leads feature of a server (its relay, pruner, limits and accept queue), built and started on first
 * use: the /api router and the pages' form posts share it, so both count the same limits and fill one outbox.
 */
export function startedLeadsFeature(ctx: ServerContext): LeadsFeature {
  const started = startedFeatures.get(ctx)
  if (started) return started
  const feature = createLeadsFeature(ctx, relayConcurrencyFromEnv(ctx.env))
  startedFeatures.set(ctx, feature)
  feature.relay.start()
  const pruner = createOutboxPruner({ outbox: feature.outbox, ...retentionFromEnv(ctx.env) })
  pruner.start()
  ctx.onShutdown?.(async () => {
    pruner.stop()
    await feature.relay.stop()
  })
  return feature
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

/** What the intake did with a valid lead: the JSON route and the scripts-off form post answer each in their way. */
export type IntakeOutcome =
  | { status: 'accepted'; leadId: string; duplicate: boolean }
  | { status: 'limited'; message: string; retryAfterSeconds: number }
  | { status: 'unavailable'; message: string }

/** Takes a validated lead for a request: the one path of POST /api/leads and of the pages' form posts. */
export type LeadIntake = (
  purpose: LeadPurpose,
  request: LeadRequest,
  req: Request,
  res: Response,
) => Promise<IntakeOutcome>

async function takeLead(intake: Intake, purpose: LeadPurpose, req: Request, res: Response): Promise<void> {
  res.set('Cache-Control', 'no-store')
  const checked = validateLeadRequest(req.body)
  if (!checked.ok) {
    res
      .status(400)
      .json({ status: 'invalid', message: checked.message, fieldErrors: checked.fieldErrors } satisfies LeadInvalid)
    return
  }
  const outcome = await intakeLead(intake, purpose, checked.value, req, res)
  if (outcome.status === 'accepted') {
    const { leadId, duplicate } = outcome
    res.status(202).json({ status: 'accepted', leadId, duplicate } satisfies LeadAccepted)
  } else if (outcome.status === 'limited') {
    res.set('Retry-After', String(outcome.retryAfterSeconds))
    res.status(429).json({ status: 'unavailable', message: outcome.message } satisfies LeadUnavailable)
  } else {
    res.status(503).json({ status: 'unavailable', message: outcome.message } satisfies LeadUnavailable)
  }
}

/**
 * Stores a valid lead once (the retry of a stored Idempotency-Key first, then the per-client limit, then the
 * outbox) and remembers the visitor's details for later forms. Writes only the visit cookie to `res`.
 */
async function intakeLead(
  { ctx, accept, relay, destinations, outbox, limits }: Intake,
  purpose: LeadPurpose,
  request: LeadRequest,
  req: Request,
  res: Response,
): Promise<IntakeOutcome> {
  let salesPhone = ctx.site().config.phones.sales
  try {
    const site = ctx.site()
    const facts = {
      ...(await pageFactsOf(
        site,
        request.page,
        shopLeadSourceOf(() => siteServicesOf(ctx)),
        renderedPhonesFor(() => siteServicesOf(ctx)),
      )),
      emails: site.config.offers.emails,
      brandName: site.config.brand.name,
    }
    salesPhone = facts.salesPhone
    // A retry of a lead already stored is answered before any limit: a visitor's retry always lands.
    const known = await outbox.leadIdForKey(request.idempotencyKey)
    if (known) {
      await rememberVisitContact(ctx, req, res, visitContactOfLead(request))
      return { status: 'accepted', leadId: known, duplicate: true }
    }
    const client = clientKeyOf(req)
    if (!(await limits.allowsNewLead(client))) {
      return { status: 'limited', message: unavailableMessage(salesPhone), retryAfterSeconds: limits.retryAfterSeconds }
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
    return { status: 'accepted', leadId: stored.leadId, duplicate: stored.duplicate }
  } catch (error) {
    console.error(
      `lead ${request.idempotencyKey} could not be stored: ${error instanceof Error ? error.message : String(error)}`,
    )
    return { status: 'unavailable', message: unavailableMessage(salesPhone) }
  }
}
