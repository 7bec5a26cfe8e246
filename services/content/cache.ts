export interface CacheOptions {
  ttlMs: number
  now?: () => number
  /** After a failed refresh, how long the old value is served before trying again (default: min(ttl, 30 s)). */
  retryAfterErrorMs?: number
  /** Told when a refresh fails and older content is served instead. */
  onStale?: (key: string, error: unknown) => void
}

interface Entry<T> {
  value: T
  fetchedAt: number
}

/**
 * Keeps the last good value of each key for `ttlMs`. After that the next read refreshes it; when the
 * refresh fails, the last good value is served (and the failure reported) rather than an error, so an
 * unreachable CMS never blanks a page that rendered before. Concurrent reads share one refresh.
 */
export class StaleWhileErrorCache {
  private readonly entries = new Map<string, Entry<unknown>>()
  private readonly inFlight = new Map<string, Promise<unknown>>()
  private readonly now: () => number

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now
  }

  async get<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined
    if (entry && this.now() - entry.fetchedAt < this.options.ttlMs) return entry.value
    const pending = this.inFlight.get(key) as Promise<T> | undefined
    if (pending) return pending
    const refresh = (async () => {
      try {
        const value = await fetch()
        this.entries.set(key, { value, fetchedAt: this.now() })
        return value
      } catch (error) {
        if (!entry) throw error
        this.options.onStale?.(key, error)
        // Serve the old value for a while instead of asking a failing CMS on every request.
        const retryMs = this.options.retryAfterErrorMs ?? Math.min(this.options.ttlMs, 30_000)
        this.entries.set(key, { value: entry.value, fetchedAt: this.now() - this.options.ttlMs + retryMs })
        return entry.value
      } finally {
        this.inFlight.delete(key)
      }
    })()
    this.inFlight.set(key, refresh)
    return refresh
  }
}
