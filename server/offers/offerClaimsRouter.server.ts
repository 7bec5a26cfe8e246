import { randomUUID } from 'node:crypto'
import { Router, type Request, type RequestHandler, type Response } from 'express'
import {
  OFFER_CLAIMS_ENDPOINT,
  type OfferClaimAccepted,
  type OfferClaimInvalid,
  type OfferClaimLimited,
  type OfferClaimRequest,
  type OfferClaimRefused,
  type OfferClaimResult,
  type OfferClaimUnavailable,
  type OfferRefusal,
  eligibilityOf,
  normaliseCustomerNumber,
  offerClaimConfirmationEmail,
  offerClaimPayload,
  offerMessage,
} from '../../services/offers/index.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { type CustomerApi } from '../customerApi/customerApiClient.server.ts'
import { customerApiFor } from '../customerApi/customerApi.server.ts'
import type { LeadOutbox } from '../storage/repositories/leadOutbox.server.ts'
import { OFFER_CLAIM_EMAIL_DESTINATION, PARTNER_CLAIM_DESTINATION } from './claimDestinations.server.ts'
import type { OfferClaimRecord } from './claimRecord.ts'
import { validateOfferClaimRequest } from './claimRequestValidation.ts'
import type { OfferClaimStore } from '../storage/repositories/offerClaimStore.server.ts'
import { phoneDigits } from '../../services/leads/payloads.ts'
import { type ClaimRateLimitStores, claimRateLimits } from './claimRateLimits.server.ts'
import { type OfferPage, offerPageOf } from './offerPage.server.ts'

export interface OfferClaimsOptions {
  customerApi?: CustomerApi
  now?: () => number
  /** Called after a claim was stored, so a relay can deliver it at once (the leads' relay polls otherwise). */
  wake?: () => void
  log?: (message: string) => void
  /** The counters of the rate limits (offers.json `rateLimits`); default: the context's (memory or Redis). */
  rateLimitStores?: ClaimRateLimitStores
}

/** A valid claim from an offer page, on its way to the customer check (res.locals.claim). */
interface ClaimInProgress {
  request: OfferClaimRequest
  page: OfferPage
  customerNumber: string
}

export interface OfferClaimsFeature {
  router: Router
  outbox: LeadOutbox
  claims: OfferClaimStore
  /**
   * The one middleware chain behind POST /api/offer-claims (validation, the rate limits, the customer check), which
   * the offer page's form posted without scripts runs too: it puts the claim in `req.body` and an `ANSWER_CLAIM`
   * function in `res.locals`, which then gets the answer instead of a JSON response.
   */
  claimHandlers: Router
}

/** res.locals key: answers a claim in another way than JSON (server/leads/leadFormPosts.server.ts). */
export const ANSWER_CLAIM = 'answerClaim'
export type AnswerClaim = (status: number, body: OfferClaimResult) => void

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * POST /api/offer-claims: the security-partner offer for active customers (spec §1, §6, §7.1 items 3–5).
 * Validate; resolve the offer from the page (config, not the browser); answer a retry of an accepted claim
 * again; within the rate limits (offers.json `rateLimits`, else 429), ask the customer API whether this
 * customer number and e-mail belong to an active customer; refuse everyone else with the configured
 * message; keep one claim per customer number and partner within the claim window; store the accepted
 * claim with its partner submission and confirmation e-mail in the lead outbox, whose relay (started by
 * the leads router) delivers them. A claim that cannot be verified is never accepted.
 */
export function createOfferClaimsFeature(ctx: ServerContext, options: OfferClaimsOptions = {}): OfferClaimsFeature {
  const { now = Date.now, wake = () => {}, log = (message: string) => console.warn(message) } = options
  const customerApi = options.customerApi ?? customerApiFor(ctx)
  const outbox = ctx.storage.leadOutbox(now)
  const claims = ctx.storage.claims
  const router = Router()

  const path = OFFER_CLAIMS_ENDPOINT.replace(/^\/api/, '')
  const send = (res: Response, status: number, body: OfferClaimResult) => {
    const answer = res.locals[ANSWER_CLAIM] as AnswerClaim | undefined
    if (answer) answer(status, body)
    else res.status(status).json(body)
  }
  const messages = () => ctx.site().config.offers.messages
  const accepted = (res: Response, claimId: string, duplicate: boolean) =>
    send(res, duplicate ? 200 : 202, {
      status: 'accepted',
      claimId,
      duplicate,
      message: messages().accepted,
    } satisfies OfferClaimAccepted)

  /**
   * Answers what needs no customer check: an invalid request (400), a page without an offer (400), a retry
   * of a claim already accepted (the same answer). Only what is left goes on, through the rate limits.
   */
  const readClaim: RequestHandler = async (req, res, next) => {
    res.set('Cache-Control', 'no-store')
    const checked = validateOfferClaimRequest(req.body)
    if (!checked.ok)
      return send(res, 400, {
        status: 'invalid',
        message: checked.message,
        fieldErrors: checked.fieldErrors,
      } satisfies OfferClaimInvalid)
    const request = checked.value
    const page = offerPageOf(ctx.site(), request.page.pageUrl)
    if (!page)
      return send(res, 400, {
        status: 'invalid',
        message: 'This page has no partner offer to claim.',
        fieldErrors: {},
      } satisfies OfferClaimInvalid)
    // A retry of a claim already accepted gets the same answer, without asking the customer API again
    // and before the rate limits: an accepted claim's retry is never refused.
    const earlier = await claims.claimIdForKey(request.idempotencyKey)
    if (earlier) return accepted(res, earlier, true)
    const claim: ClaimInProgress = { request, page, customerNumber: normaliseCustomerNumber(request.customerNumber) }
    res.locals.claim = claim
    next()
  }
  const claimOf = (res: Response) => res.locals.claim as ClaimInProgress

  const limits = claimRateLimits({
    limits: ctx.site().config.offers.rateLimits,
    stores: options.rateLimitStores ?? ((name) => ctx.rateLimits?.store(`offer-claims-${name}`)),
    customerNumberOf: (_req, res) => claimOf(res).customerNumber,
    refuse: (_req, res) =>
      send(res, 429, {
        status: 'limited',
        message: offerMessage(messages().tooManyAttempts, claimOf(res).page.supportPhone),
      } satisfies OfferClaimLimited),
  })

  const decideClaim = async (_req: Request, res: Response) => {
    const site = ctx.site()
    const { eligibleCustomerStatuses, claimWindowDays, offers, emails } = site.config.offers
    const { request, page, customerNumber } = claimOf(res)
    const message = (template: string) => offerMessage(template, page.supportPhone)
    const refused = (reason: OfferRefusal) =>
      send(res, 200, { status: 'refused', reason, message: message(messages()[reason]) } satisfies OfferClaimRefused)
    const unavailable = () =>
      send(res, 200, {
        status: 'unavailable',
        message: message(messages().unavailable),
      } satisfies OfferClaimUnavailable)

    const email = request.contact.email.trim()
    let record
    try {
      record = await customerApi.fetchCustomerTypeRecord(customerNumber, email)
    } catch {
      // Logged by the client as "Customer API Error: …"; the customer is asked to try again or call.
      return unavailable()
    }
    const eligibility = eligibilityOf(record, eligibleCustomerStatuses)
    if (!eligibility.eligible) return refused(eligibility.reason === 'not-active' ? 'notActive' : 'unknownCustomer')

    const offer = offers[page.variant]
    const claimedAtMs = now()
    const claimId = randomUUID()
    const claim: OfferClaimRecord = {
      ...request,
      kind: 'offer-claim',
      claimId,
      normalisedCustomerNumber: customerNumber,
      partner: page.partner,
      offer: { variant: page.variant, id: offer.id, title: offer.title },
      claimedAt: new Date(claimedAtMs).toISOString(),
    }
    const fields = {
      claimId,
      partnerKey: page.partner.id,
      partnerName: page.partner.name,
      offerId: offer.id,
      offerTitle: offer.title,
      customerNumber,
      email,
      firstName: request.contact.firstName.trim(),
      lastName: request.contact.lastName.trim(),
      phone: phoneDigits(request.contact.phone),
      pageUrl: request.page.pageUrl,
      claimedAt: claim.claimedAt,
    }
    let outcome: { kind: 'accepted'; claimId: string; duplicate: boolean } | { kind: 'alreadyClaimed' }
    try {
      outcome = await ctx.storage.transaction(async (tx) => {
        // Checked again inside the write transaction: two copies of one claim racing each other.
        const raced = await tx.claims.claimIdForKey(request.idempotencyKey)
        if (raced) return { kind: 'accepted' as const, claimId: raced, duplicate: true }
        const reservation = {
          partnerId: page.partner.id,
          customerNumber,
          claimId,
          idempotencyKey: request.idempotencyKey,
          offerId: offer.id,
          claimedAtMs,
        }
        if (!(await tx.claims.reserve(reservation, claimWindowDays * DAY_MS))) {
          // On PostgreSQL a copy of this claim on another instance may have committed while this one
          // waited for the customer's row: that is the same claim, not a second one.
          const committed = await tx.claims.claimIdForKey(request.idempotencyKey)
          if (committed) return { kind: 'accepted' as const, claimId: committed, duplicate: true }
          return { kind: 'alreadyClaimed' as const }
        }
        const stored = await tx.leadOutbox(now).accept(claim, 'offer-claim', [
          { destination: PARTNER_CLAIM_DESTINATION, payload: offerClaimPayload(fields) },
          {
            destination: OFFER_CLAIM_EMAIL_DESTINATION,
            payload: offerClaimConfirmationEmail(
              fields,
              page.sitePage,
              emails,
              site.config.brand.name,
              page.supportPhone,
            ),
          },
        ])
        return {
          kind: 'accepted' as const,
          claimId: stored.duplicate ? stored.leadId : claimId,
          duplicate: stored.duplicate,
        }
      })
    } catch (error) {
      log(
        `offer claim ${request.idempotencyKey} could not be stored: ${error instanceof Error ? error.message : String(error)}`,
      )
      return send(res, 503, {
        status: 'unavailable',
        message: message(messages().unavailable),
      } satisfies OfferClaimUnavailable)
    }
    if (outcome.kind === 'alreadyClaimed') return refused('alreadyClaimed')
    if (!outcome.duplicate) wake()
    accepted(res, outcome.claimId, outcome.duplicate)
  }
  const claimHandlers = Router().use(readClaim, ...limits, decideClaim)
  router.post(path, claimHandlers)
  return { router, outbox, claims, claimHandlers }
}

/** The feature router of FEATURE_ROUTERS. Deliveries go out with the leads' relay (leadsRouter), which knows every destination. */
export function offerClaimsRouter(ctx: ServerContext): Router {
  return startedOfferClaimsFeature(ctx).router
}

const startedFeatures = new WeakMap<ServerContext, OfferClaimsFeature>()

/** The one offer-claims feature of a server: the /api route and the offer pages' form posts share its limits. */
export function startedOfferClaimsFeature(ctx: ServerContext): OfferClaimsFeature {
  let feature = startedFeatures.get(ctx)
  if (!feature) startedFeatures.set(ctx, (feature = createOfferClaimsFeature(ctx)))
  return feature
}
