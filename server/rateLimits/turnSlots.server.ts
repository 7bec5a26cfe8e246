import type { Redis } from 'ioredis'
import { REDIS_KEY_PREFIX } from './redisHitCounter.server.ts'

/**
 * Turns taken one after another per key, `spacingMs` apart (the account slow-down of sign-in, issue 28).
 * `claim` takes the key's next free turn and says how long to wait for it, or null when that wait would be
 * longer than `maxWaitMs` (nothing is taken then).
 */
export interface TurnSlots {
  claim(key: string, spacingMs: number, maxWaitMs: number): Promise<number | null>
}

/** Beyond this many keys, past turns are swept out so one-off keys cannot grow the map forever. */
const SWEEP_ABOVE = 10_000

/** Turns kept in this process (one instance, or no REDIS_URL). */
export function memoryTurnSlots(now: () => number = Date.now): TurnSlots {
  const nextFree = new Map<string, number>()
  return {
    async claim(key, spacingMs, maxWaitMs) {
      const at = now()
      if (nextFree.size >= SWEEP_ABOVE) for (const [other, free] of nextFree) if (free <= at) nextFree.delete(other)
      const slot = Math.max(at, nextFree.get(key) ?? 0)
      if (slot - at > maxWaitMs) return null
      nextFree.set(key, slot + spacingMs)
      return slot - at
    },
  }
}

/**
 * Read, decide and write in one script, on Redis's own clock (TIME), so instances with skewed clocks agree
 * and two instances never hand out one turn twice. The key lives until its last turn has passed.
 */
const CLAIM_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local spacing = tonumber(ARGV[1])
local maxWait = tonumber(ARGV[2])
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
if slot - now > maxWait then return -1 end
redis.call('SET', KEYS[1], tostring(slot + spacing), 'PX', slot + spacing - now)
return slot - now`

interface ClaimCommand {
  siteTurn(key: string, spacingMs: number, maxWaitMs: number): Promise<number>
}

/** Turns kept in Redis: every instance on the same Redis spaces one queue per key. */
export function redisTurnSlots(client: Redis, name: string): TurnSlots {
  if (!('siteTurn' in client)) client.defineCommand('siteTurn', { numberOfKeys: 1, lua: CLAIM_SCRIPT })
  const command = client as unknown as ClaimCommand
  return {
    async claim(key, spacingMs, maxWaitMs) {
      const wait = Number(await command.siteTurn(`${REDIS_KEY_PREFIX}turns:${name}:${key}`, spacingMs, maxWaitMs))
      return wait < 0 ? null : wait
    },
  }
}
