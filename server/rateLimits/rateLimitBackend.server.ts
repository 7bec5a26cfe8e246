import type { Redis } from 'ioredis'
import type { Store } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'
import { type HitCounter, memoryHitCounter } from './hitCounter.server.ts'
import { REDIS_KEY_PREFIX, redisHitCounter } from './redisHitCounter.server.ts'
import { connectRedis, redisReady } from './redisConnection.server.ts'
import { type TurnSlots, memoryTurnSlots, redisTurnSlots } from './turnSlots.server.ts'

/**
 * Where every rate limit of the site counts: in this process's memory (the default, right for one
 * instance) or in Redis when REDIS_URL is set, so N instances behind a balancer enforce each limit once,
 * not N times. Features ask for a counter or an express-rate-limit Store by the limit's name; each name
 * gets its own keys (and express-rate-limit its own Store instance, which it requires).
 */
export interface RateLimitBackend {
  readonly kind: 'memory' | 'redis'
  /** A fixed-window hit counter (the lead intake's limits). `now` is used by the memory counter only. */
  counter(name: string, windowMs: number, now?: () => number): HitCounter
  /** A Store for express-rate-limit (offer claims, sign-in); undefined means its own MemoryStore. */
  store(name: string): Store | undefined
  /** Turns taken one after another per key (the account slow-down of sign-in). `now` is used in memory only. */
  turns(name: string, now?: () => number): TurnSlots
  /** Resolves true once the counters answer (at once in memory), false if they still do not after `withinMs`. */
  ready(withinMs?: number): Promise<boolean>
  close(): Promise<void>
}

export const memoryRateLimits: RateLimitBackend = {
  kind: 'memory',
  counter: (_name, windowMs, now) => memoryHitCounter(windowMs, now),
  store: () => undefined,
  turns: (_name, now) => memoryTurnSlots(now),
  ready: async () => true,
  close: async () => {},
}

export function redisRateLimits(client: Redis): RateLimitBackend {
  return {
    kind: 'redis',
    counter: (name, windowMs) => redisHitCounter(client, name, windowMs),
    store: (name) =>
      new ReloadingRedisStore({
        prefix: `${REDIS_KEY_PREFIX}${name}:`,
        sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<number | string>,
      }),
    turns: (name) => redisTurnSlots(client, name),
    ready: (withinMs) => redisReady(client, withinMs),
    async close() {
      await client.quit().catch(() => client.disconnect())
    },
  }
}

/** The backend REDIS_URL asks for (memory without it). */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv, log?: (message: string) => void): RateLimitBackend {
  const url = env.REDIS_URL?.trim()
  return url ? redisRateLimits(connectRedis(url, log)) : memoryRateLimits
}

/**
 * rate-limit-redis loads its scripts once, when the limiter is created; if Redis is away at that moment the
 * remembered load fails and every later count would fail with it, even after Redis returns. This store
 * loads them again after any failure, so the limits come back with Redis.
 */
class ReloadingRedisStore extends RedisStore {
  override increment(key: string) {
    return this.reloadingOnFailure(() => super.increment(key))
  }

  override get(key: string) {
    return this.reloadingOnFailure(() => super.get(key))
  }

  private async reloadingOnFailure<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      this.incrementScriptSha = this.loadIncrementScript()
      this.getScriptSha = this.loadGetScript()
      // Failures surface on the next count, not as unhandled rejections.
      this.incrementScriptSha.catch(() => {})
      this.getScriptSha.catch(() => {})
      throw error
    }
  }
}
