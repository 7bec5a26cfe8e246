import type { Logger } from 'express-rate-limit'

const QUIET_MS = 60_000

/**
 * express-rate-limit's logger for the site's limits: while a shared store fails (Redis away), every request
 * would log a stack trace; this logs one line a minute at most (the Redis connection logs the outage itself).
 * Without it, express-rate-limit logs to the console.
 */
export function storeErrorLogger(log: (message: string) => void = console.error, now = Date.now): Logger {
  let quietUntil = 0
  const line = (error: unknown, message?: string) =>
    `${message ?? 'rate limit'}: ${error instanceof Error ? error.message : String(error)}`
  return {
    error(error, message) {
      if (now() < quietUntil) return
      quietUntil = now() + QUIET_MS
      log(line(error, message))
    },
    // The library's configuration warnings come once each, at start: all of them are kept.
    warn: (error, message) => log(line(error, message)),
  }
}
