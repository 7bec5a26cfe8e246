import type { Request, RequestHandler, Response } from 'express'
import { type Store, ipKeyGenerator, rateLimit } from 'express-rate-limit'
import { storeErrorLogger } from '../../rateLimits/storeErrorLogger.server.ts'
import type { TurnSlots } from '../../rateLimits/turnSlots.server.ts'
import { type AccountSlowDown, accountSlowDown } from './accountSlowDown.server.ts'

const WINDOW_MS = 15 * 60_000

export interface SignInThrottleSettings {
  /** Wrong passwords per client address per window (any accounts): refused past it. */
  perAddress: number
  /**
   * Wrong passwords per account per window before its sign-ins are slowed down (never refused: issue 28,
   * five wrong passwords from five addresses locked the customer out for 15 minutes, repeatable forever).
   * The same count from one address against one account is refused.
   */
  perEmail: number
  windowMs: number
  /** Past `perEmail`, an account's sign-ins are spaced this far apart (queued, not refused). */
  accountSpacingMs: number
  /** The longest a sign-in waits for its account's turn; a longer queue is a flood, refused with 429. */
  maxAccountWaitMs: number
  /** Sends the 429 page; Retry-After is already set. */
  refuse: (req: Request, res: Response) => void
  /** The counter store of each limit (Redis when REDIS_URL is set); undefined: in memory, this process only. */
  stores?: (limit: string) => Store | undefined
  /** Where the account slow-down keeps its turns (Redis when REDIS_URL is set); undefined: this process. */
  turns?: TurnSlots
  /** The account slow-down (its clock and its wait are injectable for tests). */
  slowDown?: AccountSlowDown
}

export const DEFAULT_SIGN_IN_THROTTLE = {
  perAddress: 20,
  perEmail: 5,
  windowMs: WINDOW_MS,
  accountSpacingMs: 2_000,
  maxAccountWaitMs: 30_000,
}

/**
 * Throttles password guessing at the embedded identity provider (issue 20: 100 wrong passwords in 0.7 s)
 * without handing anyone a way to lock a customer out (issue 28). Only failed sign-ins count (any answer
 * of 400 or more). Three limits:
 * - per client address (20 wrong per 15 min): refused;
 * - per client address and account (5 wrong per 15 min): refused, so one address cannot keep guessing one
 *   customer's password;
 * - per account, from any addresses (past 5 wrong per 15 min): slowed down, not refused. Each sign-in for
 *   that account waits its turn, one every 2 s, so guesses spread over many addresses gain nothing, and the
 *   customer's right password still signs in after a short wait.
 * The turns are shared by every instance through Redis when REDIS_URL is set. Mount after the form body
 * parser. While a shared store fails (Redis away), sign-ins are let through uncounted and unspaced rather
 * than refused: an outage must not lock every customer out.
 */
export function signInThrottle(settings: SignInThrottleSettings): RequestHandler[] {
  const { stores = () => undefined } = settings
  const logger = storeErrorLogger()
  const slowDown =
    settings.slowDown ??
    accountSlowDown({
      spacingMs: settings.accountSpacingMs,
      maxWaitMs: settings.maxAccountWaitMs,
      slots: settings.turns,
      onSlotsError: (error) => logger.error(error, 'sign-in account turns'),
    })
  const common = {
    windowMs: settings.windowMs,
    passOnStoreError: true,
    logger,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: (req: Request, res: Response) => settings.refuse(req, res),
  }
  const address = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown')
  return [
    rateLimit({
      ...common,
      limit: settings.perAddress,
      identifier: 'sign-in-per-address',
      store: stores('sign-in-per-address'),
      keyGenerator: address,
    }),
    rateLimit({
      ...common,
      limit: settings.perEmail,
      identifier: 'sign-in-per-address-and-email',
      store: stores('sign-in-per-address-and-email'),
      keyGenerator: (req) => `${address(req)}|${accountOf(req)}`,
    }),
    rateLimit({
      ...common,
      limit: settings.perEmail,
      identifier: 'sign-in-per-email',
      store: stores('sign-in-per-email'),
      keyGenerator: accountOf,
      // Past the account's count: wait for its turn instead of being refused.
      handler: (req, res, next) => {
        slowDown
          .turn(accountOf(req))
          .then((admitted) => {
            if (admitted) next()
            else {
              res.set('Retry-After', String(Math.ceil(settings.maxAccountWaitMs / 1000)))
              settings.refuse(req, res)
            }
          })
          .catch(next)
      },
    }),
  ]
}

function accountOf(req: Request): string {
  const email = (req.body as Record<string, unknown> | undefined)?.email
  return `email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`
}
