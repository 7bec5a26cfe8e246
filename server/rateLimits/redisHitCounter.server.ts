import type { Redis } from 'ioredis'
import type { HitCounter } from './hitCounter.server.ts'

/**
 * INCR and, on a window's first hit, PEXPIRE, in one script so they are atomic: no instance can see a
 * counter that another created but has not yet given its expiry (which would then never expire). A key
 * found without an expiry (left by an older writer) gets one too.
 */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return hits`

interface HitCommand {
  siteHit(key: string, windowMs: number): Promise<number>
}

/**
 * A HitCounter kept in Redis: every instance connected to the same Redis sees one count per key and window.
 * Windows are fixed and start at a key's first hit, as in the memory counter; Redis's clock ends them.
 */
export function redisHitCounter(client: Redis, name: string, windowMs: number): HitCounter {
  if (!('siteHit' in client)) client.defineCommand('siteHit', { numberOfKeys: 1, lua: HIT_SCRIPT })
  const command = client as unknown as HitCommand
  const redisKey = (key: string) => `${REDIS_KEY_PREFIX}hits:${name}:${key}`
  return {
    hit: (key) => command.siteHit(redisKey(key), windowMs),
    hits: async (key) => Number((await client.get(redisKey(key))) ?? 0),
  }
}

/** Every key the site writes to Redis starts with this, so a shared Redis can be inspected and cleaned. */
export const REDIS_KEY_PREFIX = 'harbor:rl:'
