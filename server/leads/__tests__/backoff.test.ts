import { describe, expect, it } from 'vitest'
import { MAX_RETRY_AFTER_MS, backoffDelay, nextAttemptDelay, outcomeOfStatus, retryAfterMs } from '../backoff.ts'

const policy = { baseMs: 1000, capMs: 60_000 }

describe('relay backoff', () => {
  it('grows exponentially with full jitter: uniform in [0, base * 2^(n-1)]', () => {
    const atMost = (attempt: number) => backoffDelay(attempt, policy, () => 0.999999)
    expect([1, 2, 3, 4].map(atMost)).toEqual([999, 1999, 3999, 7999])
    expect(backoffDelay(3, policy, () => 0)).toBe(0)
    expect(backoffDelay(3, policy, () => 0.5)).toBe(2000)
  })

  it('never exceeds the cap, however many attempts', () => {
    for (const attempt of [7, 10, 50, 1000]) expect(backoffDelay(attempt, policy, () => 0.999999)).toBeLessThan(60_000)
    expect(backoffDelay(1000, policy, () => 0.5)).toBe(30_000)
  })

  it('reads Retry-After as seconds or an HTTP date, bounded', () => {
    const now = Date.parse('2026-11-23T12:00:00Z')
    expect(retryAfterMs('120', now)).toBe(120_000)
    expect(retryAfterMs('Mon, 23 Nov 2026 12:00:30 GMT', now)).toBe(30_000)
    expect(retryAfterMs('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0)
    expect(retryAfterMs('999999', now)).toBe(MAX_RETRY_AFTER_MS)
    expect(retryAfterMs('soon', now)).toBeNull()
    expect(retryAfterMs(null, now)).toBeNull()
  })

  it('honours Retry-After: never earlier than the upstream asked, even when the jitter is smaller', () => {
    expect(nextAttemptDelay(1, policy, () => 0.5, 30_000)).toBe(30_000)
    expect(nextAttemptDelay(10, policy, () => 0.999999, 1000)).toBe(59_999)
    expect(nextAttemptDelay(1, policy, () => 0.5, null)).toBe(500)
  })

  it('classifies statuses: 2xx delivered; 408, 429, 5xx retried; other 4xx failed', () => {
    expect([200, 201, 204].map(outcomeOfStatus)).toEqual(['delivered', 'delivered', 'delivered'])
    expect([408, 429, 500, 502, 503].map(outcomeOfStatus)).toEqual(['retry', 'retry', 'retry', 'retry', 'retry'])
    expect([400, 401, 403, 404, 409, 422].map(outcomeOfStatus)).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
      'failed',
      'failed',
    ])
    // A redirect is never followed (it would carry the ApiKey elsewhere): a failed delivery, not a retry.
    expect([301, 302, 307, 308].map(outcomeOfStatus)).toEqual(['failed', 'failed', 'failed', 'failed'])
  })
})
