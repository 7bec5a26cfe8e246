import type { LeadUpstreamCredentials } from './credentials.server.ts'
import { leadApiHeaders } from './leadApiHeaders.server.ts'

/**
 * Spec §7.1 item 3: `POST {lead-api}{configured send-email endpoint}` with the e-mail request as JSON
 * (services/offers leadEmailRequest). Used by the lead and the offer-claim confirmation e-mails.
 */
export function leadEmailHttpRequest(payload: unknown, credentials: LeadUpstreamCredentials) {
  return {
    path: credentials.leadEmailEndpoint,
    headers: { ...leadApiHeaders(credentials.leadApiKey), 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  }
}
