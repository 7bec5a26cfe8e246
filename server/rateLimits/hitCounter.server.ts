/**
 * Counts hits per key in fixed windows: `hit` answers how many hits the key has in its current window,
 * this one included. The interface is what a shared store (Redis INCR + PEXPIRE, when REDIS_URL is set)
 * would implement, so several server processes can share one count; this one counts in memory, right for
 * one process. The clock is injectable so tests move time instead of waiting.
 */
export interface HitCounter {
  hit(key: string): Promise<number>
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
  }
}

/** A limit with its counter: `allows(key)` counts a hit and says whether it is within the limit. */
export interface Limiter {
  allows(key: string): Promise<boolean>
  readonly windowMs: number
}

export function limiter(limit: WindowLimit, counter: HitCounter = memoryHitCounter(limit.windowMs)): Limiter {
  return { allows: async (key) => (await counter.hit(key)) <= limit.limit, windowMs: limit.windowMs }
}
