import { Redis } from 'ioredis'

/**
 * The site's Redis connection for shared counters (REDIS_URL). ioredis rather than node-redis because its
 * options say exactly what a rate limit needs when Redis is away: no offline queue (a command fails at once
 * instead of waiting for a reconnect), a command time-out, one retry per command, and reconnection in the
 * background; and `defineCommand` runs a Lua script by its SHA with the EVAL fallback built in.
 */
export function connectRedis(url: string, log: (message: string) => void = console.error): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // Reconnect quickly at first, then every 2 s, for as long as the process lives.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  })
  // Without a listener, ioredis reports every failed reconnect as an unhandled error; one line per outage.
  let reported = false
  client.on('error', (error: Error) => {
    if (reported) return
    reported = true
    log(`Redis (rate limits) unreachable: ${error.message}; limits fall back to their outage rule until it returns`)
  })
  client.on('ready', () => {
    if (reported) log('Redis (rate limits) reachable again')
    reported = false
  })
  return client
}

/** A rate-limit check must not hold up a request: past this, the command fails and the outage rule applies. */
export const COMMAND_TIMEOUT_MS = 1_000

/** Resolves once the client is ready, or false after `withinMs` (the server then starts with limits in outage mode). */
export function redisReady(client: Redis, withinMs = 5_000): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      client.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), withinMs)
    client.once('ready', onReady)
  })
}
