import type { Request } from 'express'
import { ipKeyGenerator } from 'express-rate-limit'
import { type Limiter, type OutageRule, type WindowLimit, limiter } from '../rateLimits/hitCounter.server.ts'
import { type RateLimitBackend, memoryRateLimits } from '../rateLimits/rateLimitBackend.server.ts'
import { windowLimitFromEnv } from '../rateLimits/windowLimitFromEnv.server.ts'
import { mailboxOf } from './mailbox.ts'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/**
 * The limits of the lead intake (issue 20, docs/threat-model.md):
 * - `newLeadsPerClient`: new leads one client address may store. Generous, since a household or an
 *   office shares one address; a retry of a lead already stored is answered before this count and
 *   never counts, so a real visitor's retry always lands.
 * - `emailsPerClient` and `emailsPerRecipient`: confirmation e-mails. Past either, the lead is still
 *   stored and delivered, only its confirmation e-mail is not sent, so an abuser cannot use the
 *   company's address to mail many people, nor one person many times.
 */
export interface IntakeLimitSettings {
  newLeadsPerClient: WindowLimit
  emailsPerClient: WindowLimit
  emailsPerRecipient: WindowLimit
}

export const DEFAULT_INTAKE_LIMITS: IntakeLimitSettings = {
  newLeadsPerClient: { limit: 20, windowMs: 10 * MINUTE_MS },
  emailsPerClient: { limit: 5, windowMs: HOUR_MS },
  emailsPerRecipient: { limit: 3, windowMs: 24 * HOUR_MS },
}

export class IntakeLimitsConfigError extends Error {}

/**
 * DEFAULT_INTAKE_LIMITS with the counts from the environment, when set: LEAD_LIMIT_NEW_PER_CLIENT,
 * LEAD_LIMIT_EMAILS_PER_CLIENT, LEAD_LIMIT_EMAILS_PER_RECIPIENT (the windows stay). For deployments where
 * many visitors share an address, and for the browser tests, whose browsers all come from one.
 */
export function intakeLimitsFromEnv(env: NodeJS.ProcessEnv): IntakeLimitSettings {
  const count = (name: string, fallback: WindowLimit) =>
    windowLimitFromEnv(env, name, fallback, IntakeLimitsConfigError)
  return {
    newLeadsPerClient: count('LEAD_LIMIT_NEW_PER_CLIENT', DEFAULT_INTAKE_LIMITS.newLeadsPerClient),
    emailsPerClient: count('LEAD_LIMIT_EMAILS_PER_CLIENT', DEFAULT_INTAKE_LIMITS.emailsPerClient),
    emailsPerRecipient: count('LEAD_LIMIT_EMAILS_PER_RECIPIENT', DEFAULT_INTAKE_LIMITS.emailsPerRecipient),
  }
}

export interface IntakeLimits {
  /** Counts one new lead of this client; false when past the limit (answer 429). */
  allowsNewLead(client: string): Promise<boolean>
  /** Counts one confirmation e-mail for this client and recipient; false when either is past its limit. */
  allowsConfirmationEmail(client: string, recipient: string): Promise<boolean>
  /** Seconds a refused client should wait (Retry-After). */
  retryAfterSeconds: number
}

/**
 * The limits, counted where `backend` counts (memory, or Redis shared by every instance). While a shared
 * counter fails, a new lead is allowed (no lead is ever refused for want of a count) and a confirmation
 * e-mail is not sent (the lead is still stored and delivered; an outage must not open the company's
 * address to mass mailing).
 */
export function createIntakeLimits(
  settings: IntakeLimitSettings = DEFAULT_INTAKE_LIMITS,
  now: () => number = Date.now,
  backend: RateLimitBackend = memoryRateLimits,
  log: (message: string) => void = console.error,
): IntakeLimits {
  const onFailure = (error: unknown) => log(`lead intake limit not counted: ${(error as Error).message}`)
  const make = (name: string, limit: WindowLimit, whenCounterFails: OutageRule['whenCounterFails']): Limiter =>
    limiter(limit, backend.counter(name, limit.windowMs, now), { whenCounterFails, onFailure })
  const newLeads = make('lead-new-per-client', settings.newLeadsPerClient, 'allow')
  const emailsPerClient = make('lead-emails-per-client', settings.emailsPerClient, 'refuse')
  const emailsPerRecipient = make('lead-emails-per-recipient', settings.emailsPerRecipient, 'refuse')
  return {
    allowsNewLead: (client) => newLeads.allows(client),
    async allowsConfirmationEmail(client, recipient) {
      // Both are counted only when the client is within its own limit, so one abuser cannot use up the
      // recipient's allowance faster than the client limit lets them.
      if (!(await emailsPerClient.allows(client))) return false
      // Counted per mailbox: plus-tags and Gmail's dots do not make another recipient (issue 28).
      return emailsPerRecipient.allows(mailboxOf(recipient))
    },
    retryAfterSeconds: Math.ceil(settings.newLeadsPerClient.windowMs / 1000),
  }
}

/** The client a request counts for: its address (Express's `trust proxy` decides which), IPv6 per /56 network. */
export function clientKeyOf(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket?.remoteAddress ?? 'unknown')
}
