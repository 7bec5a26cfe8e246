/**
 * Counts hits per key in fixed windows: `hit` answers how many hits the key has in its current window,
 * this one included. Two implementations: this memory one, right for one process (the clock is injectable
 * so tests move time instead of waiting), and `redisHitCounter` (REDIS_URL), which several server
 * processes share so a limit holds across instances. A shared counter's `hit` can fail (Redis away).
 */
export interface HitCounter {
  hit(key: string): Promise<number>
  /** The key's hits in its current window, without counting one (0 when it has none). */
  hits(key: string): Promise<number>
}

export interface WindowLimit {
  /** Hits allowed per window. */
  limit: number
  windowMs: number
}

/** Beyond this many keys, expired windows are swept out, so many one-off clients cannot grow the map forever. */
const SWEEP_ABOVE = 10_000

export function memoryHitCounter(windowMs: number, now: () => number = Date.now): HitCounter {
  const windows = new Map<string, { count: number; endsAt: number }>()
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key)
  }
  return {
    async hit(key) {
      const at = now()
      let window = windows.get(key)
      if (!window || window.endsAt <= at) {
        if (windows.size >= SWEEP_ABOVE) sweep(at)
        window = { count: 0, endsAt: at + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return window.count
    },
    async hits(key) {
      const window = windows.get(key)
      return window && window.endsAt > now() ? window.count : 0
    },
  }
}

/** A limit with its counter: `allows(key)` counts a hit and says whether it is within the limit. */
export interface Limiter {
  allows(key: string): Promise<boolean>
  readonly windowMs: number
}

/**
 * What a limit answers while its counter fails (a shared store unreachable): `allow` when refusing would
 * cost something that must not be lost (a lead), `refuse` when refusing costs nothing essential (a
 * confirmation e-mail of a lead that is still stored and delivered). Every failure is passed to `onFailure`.
 */
export interface OutageRule {
  whenCounterFails: 'allow' | 'refuse'
  onFailure?: (error: unknown) => void
}

export function limiter(
  limit: WindowLimit,
  counter: HitCounter = memoryHitCounter(limit.windowMs),
  outage: OutageRule = { whenCounterFails: 'allow' },
): Limiter {
  return {
    async allows(key) {
      let hits: number
      try {
        hits = await counter.hit(key)
      } catch (error) {
        outage.onFailure?.(error)
        return outage.whenCounterFails === 'allow'
      }
      return hits <= limit.limit
    },
    windowMs: limit.windowMs,
  }
}
