import type { LeadRequest } from '../../services/leads/contract.ts'
import {
  buildEcommerceLead,
  buildGeneralLead,
  buildInvalidZipLead,
  buildMarketingAutomationLead,
  formUrlEncode,
  marketingAutomationCapturePath,
} from '../../services/leads/payloads.ts'
import { leadConfirmationEmail } from '../../services/offers/claimEmail.ts'
import type { OffersConfig } from '../../schemas/generated/offers.ts'
import type { UpstreamSettings } from '../upstreams.server.ts'
import { OFFER_CLAIM_DESTINATIONS } from '../offers/claimDestinations.server.ts'
import type { LeadPurpose } from '../storage/repositories/leadOutbox.server.ts'
import type { LeadIntakePageFacts } from './pageFacts.server.ts'
import type { LeadUpstreamCredentials } from './upstream/credentials.server.ts'
import { leadApiHeaders } from './upstream/leadApiHeaders.server.ts'
import { leadEmailHttpRequest } from './upstream/leadEmailRequest.server.ts'

/**
 * Where an outbox row goes: the relay builds the HTTP request, with its secrets, at each attempt from the
 * payload stored when the lead (or claim) was accepted.
 */
export interface OutboxDestination {
  name: string
  upstream: keyof UpstreamSettings
  httpRequest(
    payload: unknown,
    credentials: LeadUpstreamCredentials,
  ): { path: string; headers: Record<string, string>; body: string }
}

/** What the lead intake knows when it builds payloads: the page (from routes.json) and the site's settings. */
export interface LeadIntakeFacts extends LeadIntakePageFacts {
  emails: OffersConfig['emails']
  brandName: string
}

/**
 * Where an accepted lead goes. Each destination gets its own outbox row, retried on its own, so a lead
 * that reached the lead API is not sent there again because marketing automation was down.
 * The payload is built once when the lead is accepted (and stored). To add a destination, add one entry.
 * Offer claims (server/offers) have their own list, OFFER_CLAIM_DESTINATIONS; the relay knows both.
 */
export interface LeadDestination extends OutboxDestination {
  accepts(purpose: LeadPurpose, request: LeadRequest): boolean
  payload(request: LeadRequest, facts: LeadIntakeFacts): unknown
}

const json = (apiKey: string, payload: unknown) => ({
  headers: { ...leadApiHeaders(apiKey), 'Content-Type': 'application/json' },
  body: JSON.stringify(payload),
})

/** Spec §7.1 item 1. */
const leadApiSubmit: LeadDestination = {
  name: 'lead-api',
  upstream: 'leadApi',
  accepts: (purpose, request) => purpose === 'lead' && request.kind !== 'ecommerce',
  payload: buildGeneralLead,
  httpRequest: (payload, credentials) => ({
    path: '/Lead/SubmitLead?sendToNS=true',
    ...json(credentials.leadApiKey, payload),
  }),
}

/** Spec §7.1 item 2. */
const leadApiEcommerce: LeadDestination = {
  name: 'lead-api-ecommerce',
  upstream: 'leadApi',
  accepts: (purpose, request) => purpose === 'lead' && request.kind === 'ecommerce',
  payload: buildEcommerceLead,
  httpRequest: (payload, credentials) => ({ path: '/LeadAPI', ...json(credentials.leadApiKey, payload) }),
}

/** Spec §7.3: both the general and the e-commerce lead, form-urlencoded. */
const marketingAutomationCapture: LeadDestination = {
  name: 'marketing-automation',
  upstream: 'marketingAutomation',
  accepts: (purpose) => purpose === 'lead',
  payload: buildMarketingAutomationLead,
  httpRequest: (payload, credentials) => ({
    path: marketingAutomationCapturePath(
      credentials.marketingAutomation.portalId,
      credentials.marketingAutomation.formId,
    ),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: formUrlEncode(payload as Record<string, string>),
  }),
}

/** Spec §7.1 item 9: the lead of a visitor whose ZIP is not serviceable. */
const leadApiInvalidZip: LeadDestination = {
  name: 'lead-api-invalid-zip',
  upstream: 'leadApi',
  accepts: (purpose) => purpose === 'invalid-zip',
  payload: (request) => buildInvalidZipLead(request),
  httpRequest: (payload, credentials) => ({
    path: '/Lead/SaveLeadWithInvalidZipCode',
    ...json(credentials.leadApiKey, payload),
  }),
}

/**
 * Spec §7.1 item 3: the lead's confirmation e-mail request, to the configured send-email endpoint
 * (site-config/offers.json `emails`), for every lead of purpose 'lead' (not the not-serviceable save)
 * within the e-mail limits (intakeLimits.server.ts, checked by the intake). It names the page as the
 * route table does (facts.page), never as the browser said.
 */
export const LEAD_EMAIL_DESTINATION = 'lead-email'
const leadConfirmationEmailDestination: LeadDestination = {
  name: LEAD_EMAIL_DESTINATION,
  upstream: 'leadApi',
  accepts: (purpose) => purpose === 'lead',
  payload: (request, facts) =>
    leadConfirmationEmail(request, facts.page, facts.emails, {
      brandName: facts.brandName,
      salesPhone: facts.salesPhone,
    }),
  httpRequest: leadEmailHttpRequest,
}

export const LEAD_DESTINATIONS: readonly LeadDestination[] = [
  leadApiSubmit,
  leadApiEcommerce,
  marketingAutomationCapture,
  leadApiInvalidZip,
  leadConfirmationEmailDestination,
]

/** Every destination the relay delivers to: the leads' and the offer claims'. */
export const OUTBOX_DESTINATIONS: readonly OutboxDestination[] = [...LEAD_DESTINATIONS, ...OFFER_CLAIM_DESTINATIONS]

export function destinationNamed(
  name: string,
  destinations: readonly OutboxDestination[] = OUTBOX_DESTINATIONS,
): OutboxDestination | undefined {
  return destinations.find((destination) => destination.name === name)
}
