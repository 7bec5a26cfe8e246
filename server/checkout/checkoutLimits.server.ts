import { type WindowLimit, limiter } from '../rateLimits/hitCounter.server.ts'
import { type RateLimitBackend, memoryRateLimits } from '../rateLimits/rateLimitBackend.server.ts'
import { windowLimitFromEnv } from '../rateLimits/windowLimitFromEnv.server.ts'
import type { ServerContext } from '../ServerContext.server.ts'

const MINUTE_MS = 60_000

/**
 * New orders one client address may start per window (issue 28: 200 orders in 2.3 s from one address, each
 * stored and forwarded to the checkout API). A household checks out once or twice; an office behind one
 * address a few times: 10 per 10 minutes is far above that. CHECKOUT_LIMIT_PER_CLIENT raises it.
 */
export const DEFAULT_CHECKOUT_LIMIT: WindowLimit = { limit: 10, windowMs: 10 * MINUTE_MS }

export class CheckoutLimitConfigError extends Error {}

export function checkoutLimitFromEnv(env: NodeJS.ProcessEnv): WindowLimit {
  return windowLimitFromEnv(env, 'CHECKOUT_LIMIT_PER_CLIENT', DEFAULT_CHECKOUT_LIMIT, CheckoutLimitConfigError)
}

export interface CheckoutLimits {
  /**
   * Whether this client may start the order with this idempotency key. A retry of a key the client already
   * sent in this window never counts and is always allowed (the checkout API makes no second order for
   * it), so a buyer's retry lands as a lead's does; only new keys count against the limit.
   */
  allowsOrder(client: string, idempotencyKey: string): Promise<boolean>
  retryAfterSeconds: number
}

/**
 * Counted where `backend` counts (memory, or Redis shared by every instance). While a shared counter fails,
 * orders pass uncounted: the catalogue prices, the caps and the checkout API's key still decide, and a
 * buyer is never turned away for want of a count.
 */
export function createCheckoutLimits(
  settings: WindowLimit = DEFAULT_CHECKOUT_LIMIT,
  backend: RateLimitBackend = memoryRateLimits,
  now?: () => number,
  log: (message: string) => void = console.error,
): CheckoutLimits {
  const onFailure = (error: unknown) => log(`checkout limit not counted: ${(error as Error).message}`)
  // Keys whose order was let through: hit only after the limit allowed them, so a refused key stays refused.
  const allowedKeys = backend.counter('checkout-allowed-keys', settings.windowMs, now)
  const orders = limiter(settings, backend.counter('checkout-orders-per-client', settings.windowMs, now), {
    whenCounterFails: 'allow',
    onFailure,
  })
  return {
    async allowsOrder(client, idempotencyKey) {
      const key = `${client}|${idempotencyKey}`
      try {
        if ((await allowedKeys.hits(key)) > 0) return true
        if (!(await orders.allows(client))) return false
        await allowedKeys.hit(key)
      } catch (error) {
        onFailure(error)
      }
      return true
    },
    retryAfterSeconds: Math.ceil(settings.windowMs / 1000),
  }
}

const limitsByContext = new WeakMap<ServerContext, CheckoutLimits>()

/**
 * The order limits of a server (one per app context, from CHECKOUT_LIMIT_PER_CLIENT): the scripted checkout and a
 * package ordered without scripts count against one allowance, so neither path doubles it.
 */
export function checkoutLimitsOf(ctx: ServerContext): CheckoutLimits {
  let limits = limitsByContext.get(ctx)
  if (!limits) {
    limits = createCheckoutLimits(checkoutLimitFromEnv(ctx.env), ctx.rateLimits)
    limitsByContext.set(ctx, limits)
  }
  return limits
}
