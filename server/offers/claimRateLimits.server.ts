import type { Request, RequestHandler, Response } from 'express'
import { rateLimit, type Store } from 'express-rate-limit'
import type { OffersConfig } from '../../schemas/generated/offers.ts'
import { storeErrorLogger } from '../rateLimits/storeErrorLogger.server.ts'

export type ClaimRateLimitName = keyof OffersConfig['rateLimits']

/**
 * Makes the counter store of one limit; called once per limit, and each limit needs its own store. The
 * default (undefined) is express-rate-limit's MemoryStore: right for one server process only, because
 * every process would count on its own. With REDIS_URL the context's backend gives `rate-limit-redis`
 * stores, shared by every instance (server/rateLimits/rateLimitBackend.server.ts).
 */
export type ClaimRateLimitStores = (limit: ClaimRateLimitName) => Store | undefined

export interface ClaimRateLimitSettings {
  limits: OffersConfig['rateLimits']
  stores?: ClaimRateLimitStores
  /** The customer number of the claim (digits only), read by an earlier step of the route. */
  customerNumberOf: (req: Request, res: Response) => string
  /** Sends the 429 body; Retry-After is already set. */
  refuse: (req: Request, res: Response) => void
}

const MINUTE_MS = 60_000

/**
 * The two limits in front of the customer-type call of POST /api/offer-claims, which would otherwise let
 * anyone probe customer numbers and hammer the customer API: one per client address (`req.ip`, so it
 * depends on Express's `trust proxy`; IPv6 counted per /56 network, the library's default, because one
 * household gets a whole range) and one per customer number, so spreading the probes of one account over
 * many addresses does not help. Mount them after the steps that answer invalid requests and retries of an
 * accepted claim: those never reach the customer API and must never be refused. While a shared store fails
 * (Redis away), claims pass uncounted: the customer check still decides, and an outage must not refuse
 * every customer.
 */
export function claimRateLimits(settings: ClaimRateLimitSettings): RequestHandler[] {
  const { limits, stores = () => undefined } = settings
  const common = (name: ClaimRateLimitName) => ({
    windowMs: limits[name].windowMinutes * MINUTE_MS,
    limit: limits[name].attempts,
    store: stores(name),
    passOnStoreError: true,
    logger: storeErrorLogger(),
    // Retry-After on a refusal and the IETF RateLimit headers; the X-RateLimit-* ones are not standard.
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: (req: Request, res: Response) => settings.refuse(req, res),
  })
  return [
    rateLimit({ ...common('perIp'), identifier: 'claims-per-address' }),
    rateLimit({
      ...common('perCustomerNumber'),
      identifier: 'claims-per-customer-number',
      keyGenerator: (req, res) => `customer:${settings.customerNumberOf(req, res)}`,
    }),
  ]
}
