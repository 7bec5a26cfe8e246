import type { LeadRequest } from '../../services/leads/contract.ts'
import {
  buildEcommerceLead,
  buildGeneralLead,
  buildInvalidZipLead,
  buildMarketingAutomationLead,
  formUrlEncode,
  marketingAutomationCapturePath,
  type LeadPageFacts,
} from '../../services/leads/payloads.ts'
import type { UpstreamSettings } from '../upstreams.server.ts'
import type { LeadPurpose } from './outbox.server.ts'
import type { LeadUpstreamCredentials } from './upstream/credentials.server.ts'
import { leadApiHeaders } from './upstream/leadApiHeaders.server.ts'

/**
 * Where an accepted lead goes. Each destination gets its own outbox row, retried on its own, so a lead
 * that reached the lead API is not sent there again because marketing automation was down.
 * The payload is built once when the lead is accepted (and stored); the HTTP request, with its secrets,
 * is built at each attempt. To add a destination (lead e-mail, partner claim: issue 9), add one entry.
 */
export interface LeadDestination {
  name: string
  upstream: keyof UpstreamSettings
  accepts(purpose: LeadPurpose, request: LeadRequest): boolean
  payload(request: LeadRequest, facts: LeadPageFacts): unknown
  httpRequest(payload: unknown, credentials: LeadUpstreamCredentials): { path: string; headers: Record<string, string>; body: string }
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
  httpRequest: (payload, credentials) => ({ path: '/Lead/SubmitLead?sendToNS=true', ...json(credentials.leadApiKey, payload) }),
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
    path: marketingAutomationCapturePath(credentials.marketingAutomation.portalId, credentials.marketingAutomation.formId),
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
  httpRequest: (payload, credentials) => ({ path: '/Lead/SaveLeadWithInvalidZipCode', ...json(credentials.leadApiKey, payload) }),
}

export const LEAD_DESTINATIONS: readonly LeadDestination[] = [leadApiSubmit, leadApiEcommerce, marketingAutomationCapture, leadApiInvalidZip]

export function destinationNamed(name: string, destinations: readonly LeadDestination[] = LEAD_DESTINATIONS): LeadDestination | undefined {
  return destinations.find((destination) => destination.name === name)
}
