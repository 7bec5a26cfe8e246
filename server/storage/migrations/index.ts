import type { Migration } from '../sql.server.ts'
import { AUTH_MIGRATIONS } from './auth.ts'
import { CHECKOUT_MIGRATIONS } from './checkout.ts'
import { EMBEDDED_CHAT_MIGRATIONS } from './embeddedChat.ts'
import { EMBEDDED_LEAD_API_MIGRATIONS } from './embeddedLeadApi.ts'
import { EMBEDDED_MARKETING_AUTOMATION_MIGRATIONS } from './embeddedMarketingAutomation.ts'
import { EMBEDDED_PASSWORD_MIGRATIONS } from './embeddedPasswords.ts'
import { EMBEDDED_OFFER_CALLS_MIGRATIONS } from './embeddedOfferCalls.ts'
import { EMBEDDED_MOVE_REQUEST_MIGRATIONS, EMBEDDED_OIDC_MIGRATIONS } from './embeddedServices.ts'
import { LEAD_OUTBOX_MIGRATIONS } from './leadOutbox.ts'
import { OFFER_CLAIM_MIGRATIONS } from './offerClaims.ts'
import { ORDER_SOURCE_MIGRATIONS } from './orderSources.ts'
import { VISIT_CONTACT_MIGRATIONS } from './visitContacts.ts'
import { HELP_VOTE_MIGRATIONS } from './helpVotes.ts'

/**
 * Every table of the site, applied at start by one runner (server/storage/*Database.server.ts). Each
 * migration keeps the id it shipped with, so databases that applied it when its feature created the
 * table lazily skip it now. The groups are independent tables; within a group the order matters.
 */
export const SITE_MIGRATIONS: readonly Migration[] = [
  ...AUTH_MIGRATIONS,
  ...EMBEDDED_OIDC_MIGRATIONS,
  ...LEAD_OUTBOX_MIGRATIONS,
  ...OFFER_CLAIM_MIGRATIONS,
  ...CHECKOUT_MIGRATIONS,
  ...EMBEDDED_LEAD_API_MIGRATIONS,
  ...EMBEDDED_OFFER_CALLS_MIGRATIONS,
  ...EMBEDDED_MARKETING_AUTOMATION_MIGRATIONS,
  ...EMBEDDED_MOVE_REQUEST_MIGRATIONS,
  ...VISIT_CONTACT_MIGRATIONS,
  ...EMBEDDED_PASSWORD_MIGRATIONS,
  ...EMBEDDED_CHAT_MIGRATIONS,
  ...HELP_VOTE_MIGRATIONS,
  ...ORDER_SOURCE_MIGRATIONS,
]
