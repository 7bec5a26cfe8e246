import type { Request, RequestHandler, Response } from 'express'
import { type Store, ipKeyGenerator, rateLimit } from 'express-rate-limit'
import { storeErrorLogger } from '../../rateLimits/storeErrorLogger.server.ts'
import { windowLimitFromEnv } from '../../rateLimits/windowLimitFromEnv.server.ts'

const MINUTE_MS = 60_000

/** How often the embedded provider's expired rows are swept (interactions live 10 minutes). */
export const OIDC_SWEEP_INTERVAL_MS = 10 * MINUTE_MS

/**
 * Sweeps the embedded provider's expired rows on a schedule (issue 28: each anonymous authorization request
 * stores an interaction, and expired rows stayed until read, which an abuser's never are). Unref'd, so it
 * never keeps the process alive; `stop` ends it.
 */
export function startOidcSweeper(
  sweep: () => Promise<number>,
  intervalMs: number = OIDC_SWEEP_INTERVAL_MS,
  log: (message: string) => void = console.error,
): { stop(): void } {
  const run = () =>
    void sweep().catch((error: unknown) =>
      log(`embedded provider: sweeping expired rows failed: ${error instanceof Error ? error.message : String(error)}`),
    )
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

/** Authorization requests per client address per 10 minutes: one sign-in makes one; 60 is a busy household. */
export const DEFAULT_AUTHORIZE_LIMIT = { limit: 60, windowMs: 10 * MINUTE_MS }

export class AuthorizeLimitConfigError extends Error {}

/** OIDC_AUTHORIZE_LIMIT_PER_CLIENT raises the count (browser tests, many visitors behind one address). */
export function authorizeLimitFromEnv(env: NodeJS.ProcessEnv): typeof DEFAULT_AUTHORIZE_LIMIT {
  return windowLimitFromEnv(env, 'OIDC_AUTHORIZE_LIMIT_PER_CLIENT', DEFAULT_AUTHORIZE_LIMIT, AuthorizeLimitConfigError)
}

/**
 * Limits the authorization endpoint per client address (issue 28: 300 anonymous requests stored 300 rows in
 * 1.6 s). Counted in the site's rate-limit store (Redis when REDIS_URL is set); while that fails, requests
 * pass uncounted (the sweep still bounds the table).
 */
export function authorizeLimit(
  settings: typeof DEFAULT_AUTHORIZE_LIMIT,
  refuse: (req: Request, res: Response) => void,
  store?: Store,
): RequestHandler {
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.limit,
    identifier: 'oidc-authorize-per-address',
    store,
    passOnStoreError: true,
    logger: storeErrorLogger(),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (req, res) => refuse(req, res),
  })
}
