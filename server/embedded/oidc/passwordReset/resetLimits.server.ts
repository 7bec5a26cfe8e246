import { type Limiter, type WindowLimit, limiter } from '../../../rateLimits/hitCounter.server.ts'
import { type RateLimitBackend, memoryRateLimits } from '../../../rateLimits/rateLimitBackend.server.ts'
import { windowLimitFromEnv } from '../../../rateLimits/windowLimitFromEnv.server.ts'
import { mailboxOf } from '../../../leads/mailbox.ts'

const HOUR_MS = 3_600_000

/**
 * How many reset requests the embedded provider takes (docs/threat-model.md): per client address, refused past
 * it (429), so one client cannot use the company's address to mail many people; per recipient mailbox, past it
 * the answer is the same but no e-mail is sent, so nobody can flood one inbox and the answer never tells
 * whether the account exists.
 */
export interface ResetLimitSettings {
  perClient: WindowLimit
  perMailbox: WindowLimit
}

export const DEFAULT_RESET_LIMITS: ResetLimitSettings = {
  perClient: { limit: 5, windowMs: HOUR_MS },
  perMailbox: { limit: 3, windowMs: 24 * HOUR_MS },
}

export class ResetLimitsConfigError extends Error {}

/** The defaults with the per-client count from OIDC_RESET_LIMIT_PER_CLIENT, when set (shared addresses, tests). */
export function resetLimitsFromEnv(env: NodeJS.ProcessEnv): ResetLimitSettings {
  const perClient = windowLimitFromEnv(
    env,
    'OIDC_RESET_LIMIT_PER_CLIENT',
    DEFAULT_RESET_LIMITS.perClient,
    ResetLimitsConfigError,
  )
  return { ...DEFAULT_RESET_LIMITS, perClient }
}

export interface ResetLimits {
  /** Counts one request of this client; false past its limit. */
  allowsClient(client: string): Promise<boolean>
  /** Counts one reset e-mail to this address's mailbox; false past its limit. */
  allowsMail(address: string): Promise<boolean>
}

/**
 * Counted where the site's other limits count (Redis when REDIS_URL is set). While a shared counter fails, a
 * client is let through but no e-mail is sent: an outage must not open the company's address to mass mailing.
 */
export function createResetLimits(
  settings: ResetLimitSettings = DEFAULT_RESET_LIMITS,
  backend: RateLimitBackend = memoryRateLimits,
  now: () => number = Date.now,
  log: (message: string) => void = console.error,
): ResetLimits {
  const onFailure = (error: unknown) => log(`password reset limit not counted: ${(error as Error).message}`)
  const make = (name: string, limit: WindowLimit, whenCounterFails: 'allow' | 'refuse'): Limiter =>
    limiter(limit, backend.counter(name, limit.windowMs, now), { whenCounterFails, onFailure })
  const perClient = make('password-reset-per-client', settings.perClient, 'allow')
  const perMailbox = make('password-reset-per-mailbox', settings.perMailbox, 'refuse')
  return {
    allowsClient: (client) => perClient.allows(client),
    allowsMail: (address) => perMailbox.allows(mailboxOf(address)),
  }
}
