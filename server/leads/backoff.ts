/**
 * Retry timing of the lead relay, pure so it is tested with a fixed random source and clock.
 * "Full jitter" (a uniformly random delay up to the exponential bound) spreads retries from many leads
 * so a recovering upstream is not hit by all of them at once.
 */
export interface BackoffPolicy {
  /** Bound of the first retry's delay. */
  baseMs: number
  /** Upper bound of any delay (the exponential bound stops growing here). */
  capMs: number
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 5 * 60_000 }
/** A Retry-After longer than this is not honoured in full: a lead waits at most an hour between attempts. */
export const MAX_RETRY_AFTER_MS = 60 * 60_000

/** Delay before retry number `attempt` (1 = the first retry): uniform in [0, min(cap, base * 2^(attempt-1))]. */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30)
  const bound = Math.min(policy.capMs, policy.baseMs * 2 ** exponent)
  return Math.floor(random() * bound)
}

/** Retry-After as delta-seconds or an HTTP date (RFC 9110 §10.2.3), in ms from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  if (!header) return null
  const value = header.trim()
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, MAX_RETRY_AFTER_MS)
  const date = Date.parse(value)
  if (Number.isNaN(date)) return null
  return Math.min(Math.max(date - now, 0), MAX_RETRY_AFTER_MS)
}

/**
 * What an upstream status means for the lead: 2xx delivered; 408, 429 and 5xx worth retrying; any other
 * 4xx a request the upstream will never accept (kept as failed, visible and re-queueable by hand).
 */
export function outcomeOfStatus(status: number): 'delivered' | 'retry' | 'failed' {
  if (status >= 200 && status < 300) return 'delivered'
  if (status === 408 || status === 429 || status >= 500) return 'retry'
  // 3xx: upstream calls never follow a redirect (it would forward the ApiKey to another host), so a moved
  // endpoint is a configuration problem: kept as failed, visible in `npm run leads -- list`, re-queueable.
  if (status >= 300) return 'failed'
  return 'retry'
}

/** When to try next after a retryable failure: the backoff, but never earlier than the upstream's Retry-After. */
export function nextAttemptDelay(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number,
  retryAfter: number | null,
): number {
  const delay = backoffDelay(attempt, policy, random)
  return retryAfter === null ? delay : Math.max(delay, retryAfter)
}
