import type { Request, RequestHandler, Response } from 'express'
import { type Store, ipKeyGenerator, rateLimit } from 'express-rate-limit'
import { storeErrorLogger } from '../../rateLimits/storeErrorLogger.server.ts'

const WINDOW_MS = 15 * 60_000

export interface SignInThrottleSettings {
  /** Wrong passwords per client address per window. */
  perAddress: number
  /** Wrong passwords per e-mail per window, so spreading a guess over many addresses does not help. */
  perEmail: number
  windowMs: number
  /** Sends the 429 page; Retry-After is already set. */
  refuse: (req: Request, res: Response) => void
  /** The counter store of each limit (Redis when REDIS_URL is set); undefined: in memory, this process only. */
  stores?: (limit: string) => Store | undefined
}

export const DEFAULT_SIGN_IN_THROTTLE = { perAddress: 20, perEmail: 5, windowMs: WINDOW_MS }

/**
 * Throttles password guessing at the embedded identity provider (issue 20: 100 wrong passwords in 0.7 s).
 * Only failed sign-ins count (any answer of 400 or more), so a customer who types their password right is
 * never held up. Mount after the form body parser. While a shared store fails (Redis away), sign-ins are
 * let through uncounted rather than refused: an outage must not lock every customer out.
 */
export function signInThrottle(settings: SignInThrottleSettings): RequestHandler[] {
  const { stores = () => undefined } = settings
  const common = {
    windowMs: settings.windowMs,
    passOnStoreError: true,
    logger: storeErrorLogger(),
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: (req: Request, res: Response) => settings.refuse(req, res),
  }
  return [
    rateLimit({
      ...common,
      limit: settings.perAddress,
      identifier: 'sign-in-per-address',
      store: stores('sign-in-per-address'),
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    }),
    rateLimit({
      ...common,
      limit: settings.perEmail,
      identifier: 'sign-in-per-email',
      store: stores('sign-in-per-email'),
      keyGenerator: (req) => {
        const email = (req.body as Record<string, unknown> | undefined)?.email
        return `email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`
      },
    }),
  ]
}
