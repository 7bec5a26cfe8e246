import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import express from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Redis } from 'ioredis'
import { type RunningRedis, startRedis } from '../../../tests/support/redis.ts'
import { freePort } from '../../../scripts/lib/freePort.ts'
import { limiter } from '../hitCounter.server.ts'
import { type RateLimitBackend, redisRateLimits } from '../rateLimitBackend.server.ts'
import { connectRedis, redisReady } from '../redisConnection.server.ts'
import { REDIS_KEY_PREFIX } from '../redisHitCounter.server.ts'
import { storeErrorLogger } from '../storeErrorLogger.server.ts'
import { createIntakeLimits, DEFAULT_INTAKE_LIMITS } from '../../leads/intakeLimits.server.ts'
import { accountSlowDown } from '../../embedded/oidc/accountSlowDown.server.ts'

// A real redis-server (the Debian package) in a temporary folder on a free port, as in production.
let redis: RunningRedis
const opened: RateLimitBackend[] = []
const quiet = () => {}

/** One instance's backend: its own connection to the shared Redis. */
async function instance(url = redis.url): Promise<RateLimitBackend> {
  const backend = redisRateLimits(connectRedis(url, quiet))
  opened.push(backend)
  await backend.ready()
  return backend
}

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(async () => {
  await Promise.all(opened.map((backend) => backend.close()))
  await redis?.stop()
})

/** An Express app with one express-rate-limit limiter (limit 3) counting in `backend`. */
async function limitedApp(backend: RateLimitBackend, name: string) {
  const app = express()
  app.use(
    rateLimit({
      windowMs: 60_000,
      limit: 3,
      store: backend.store(name),
      passOnStoreError: true,
      logger: storeErrorLogger(quiet),
      keyGenerator: () => 'one-client',
      handler: (_req, res) => res.status(429).send('limited'),
    }),
  )
  app.get('/', (_req, res) => res.send('ok'))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as { port: number }
  return {
    get: async () => (await fetch(`http://127.0.0.1:${port}/`)).status,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('rate limits in Redis (REDIS_URL)', () => {
  it('two hit counters of two instances sharing one Redis see one count', async () => {
    const [a, b] = [await instance(), await instance()]
    const counterA = a.counter('shared-test', 60_000)
    const counterB = b.counter('shared-test', 60_000)
    const counts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? counterA : counterB).hit('203.0.113.7')),
    )
    // Atomic INCR: 50 hits from two instances are the counts 1..50, each exactly once.
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(await counterA.hit('198.51.100.1')).toBe(1)
    // Reading a count (the checkout's let-through keys) counts nothing, on either instance.
    expect(await counterB.hits('203.0.113.7')).toBe(50)
    expect(await counterB.hits('203.0.113.7')).toBe(50)
    expect(await counterA.hits('192.0.2.1')).toBe(0)
  })

  it('a window expires in Redis: the key gets the window as its time to live on its first hit', async () => {
    const backend = await instance()
    await backend.counter('ttl-test', 90_000).hit('client')
    const probe = connectRedis(redis.url, quiet)
    await redisReady(probe)
    const ttl = await probe.pttl(`${REDIS_KEY_PREFIX}hits:ttl-test:client`)
    probe.disconnect()
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(90_000)
  })

  it('a limit of 20 new leads holds across three instances, not 3 × 20', async () => {
    const intakes = await Promise.all(
      [1, 2, 3].map(async () => createIntakeLimits(DEFAULT_INTAKE_LIMITS, Date.now, await instance(), quiet)),
    )
    const answers = await Promise.all(Array.from({ length: 45 }, (_, i) => intakes[i % 3]!.allowsNewLead('192.0.2.44')))
    expect(answers.filter(Boolean)).toHaveLength(DEFAULT_INTAKE_LIMITS.newLeadsPerClient.limit)
  })

  it('two express-rate-limit limiters (rate-limit-redis stores) on two servers share one count', async () => {
    const [a, b] = [await limitedApp(await instance(), 'erl-test'), await limitedApp(await instance(), 'erl-test')]
    const statuses = [await a.get(), await b.get(), await a.get(), await b.get(), await a.get()]
    await Promise.all([a.close(), b.close()])
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })
})

describe("the sign-in account slow-down's turns in Redis (issue 28 item 5, shared by instances)", () => {
  // A minute apart, so the few milliseconds between two claims on a loaded machine cannot reorder the turns.
  const SPACING = 60_000
  const MAX_WAIT = 150_000

  it('three instances hand out one queue per account: waits a spacing apart, a flood refused, nothing taken by it', async () => {
    const slots = await Promise.all([1, 2, 3].map(async () => (await instance()).turns('turns-test')))
    const claims = await Promise.all(
      Array.from({ length: 5 }, (_, i) => slots[i % 3]!.claim('email:a@example.com', SPACING, MAX_WAIT)),
    )
    const admitted = claims.filter((wait): wait is number => wait !== null).sort((x, y) => x - y)
    // 0, 1 and 2 spacings (less the time between the claims): three turns; a fourth would wait 3 × 60 s > 150 s.
    expect(admitted).toHaveLength(3)
    expect(claims.filter((wait) => wait === null)).toHaveLength(2)
    expect(admitted[0]).toBe(0)
    for (const [index, wait] of admitted.entries()) {
      expect(wait).toBeLessThanOrEqual(index * SPACING)
      expect(wait).toBeGreaterThan(index * SPACING - SPACING / 2)
    }
    // Another account has its own queue, on any instance.
    expect(await slots[1]!.claim('email:b@example.com', SPACING, MAX_WAIT)).toBe(0)
    // The key expires once its last turn has passed.
    const probe = connectRedis(redis.url, quiet)
    await redisReady(probe)
    const ttl = await probe.pttl(`${REDIS_KEY_PREFIX}turns:turns-test:email:a@example.com`)
    probe.disconnect()
    expect(ttl).toBeGreaterThan(2 * SPACING)
    expect(ttl).toBeLessThanOrEqual(3 * SPACING)
  })

  it('the slow-down of two instances spaces one account across both', async () => {
    const waits: number[] = []
    const slowDowns = await Promise.all(
      [1, 2].map(async () =>
        accountSlowDown({
          spacingMs: SPACING,
          maxWaitMs: MAX_WAIT,
          slots: (await instance()).turns('slowdown-test'),
          wait: async (ms) => void waits.push(ms),
        }),
      ),
    )
    const turns = await Promise.all(Array.from({ length: 4 }, (_, i) => slowDowns[i % 2]!.turn('email:c@example.com')))
    expect(turns.filter(Boolean)).toHaveLength(3)
    // The first went at once (no wait), the other two each waited for their own turn on the shared queue.
    expect(waits).toHaveLength(2)
    expect(Math.abs(waits[0]! - waits[1]!)).toBeGreaterThan(SPACING / 2)
  })
})

describe('rate limits while Redis is unreachable', () => {
  let away: { backend: RateLimitBackend; client: Redis; port: number }

  beforeAll(async () => {
    // A client pointed at a port where nothing listens yet, as when Redis is down at start.
    const port = await freePort()
    const client = connectRedis(`redis://127.0.0.1:${port}`, quiet)
    const backend = redisRateLimits(client)
    opened.push(backend)
    away = { backend, client, port }
  })

  it('a new lead is allowed (no lead lost) and a confirmation e-mail is not sent, at once', async () => {
    const failures: string[] = []
    const intake = createIntakeLimits(DEFAULT_INTAKE_LIMITS, Date.now, away.backend, (m) => failures.push(m))
    expect(await intake.allowsNewLead('192.0.2.1')).toBe(true)
    expect(await intake.allowsConfirmationEmail('192.0.2.1', 'a@example.com')).toBe(false)
    expect(failures[0]).toMatch(/lead intake limit not counted/)
  })

  it('the rule is per limit: allow or refuse when the counter fails', async () => {
    const counter = away.backend.counter('outage-rule', 60_000)
    const window = { limit: 1, windowMs: 60_000 }
    expect(await limiter(window, counter, { whenCounterFails: 'allow' }).allows('k')).toBe(true)
    expect(await limiter(window, counter, { whenCounterFails: 'refuse' }).allows('k')).toBe(false)
  })

  it('the account slow-down lets a sign-in through at once, unspaced (an outage locks no one out)', async () => {
    const problems: unknown[] = []
    const waits: number[] = []
    const slowDown = accountSlowDown({
      spacingMs: 60_000,
      maxWaitMs: 1,
      slots: away.backend.turns('turns-outage'),
      wait: async (ms) => void waits.push(ms),
      onSlotsError: (error) => problems.push(error),
    })
    expect([await slowDown.turn('email:d@example.com'), await slowDown.turn('email:d@example.com')]).toEqual([
      true,
      true,
    ])
    expect(waits).toEqual([])
    expect(problems).toHaveLength(2)
  })

  it('express-rate-limit users pass uncounted, and count again once Redis is back', async () => {
    const app = await limitedApp(away.backend, 'erl-outage')
    try {
      // Redis away: every request passes (claims and sign-in must not be refused by an outage).
      expect([await app.get(), await app.get(), await app.get(), await app.get()]).toEqual([200, 200, 200, 200])
      const back = await startRedis(away.port)
      try {
        expect(await redisReady(away.client, 30_000)).toBe(true)
        // The store loaded its scripts when Redis was away; it loads them again and counts from here.
        const statuses = [await app.get(), await app.get(), await app.get(), await app.get(), await app.get()]
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1)
        expect(statuses.at(-1)).toBe(429)
      } finally {
        await back.stop()
      }
    } finally {
      await app.close()
    }
  })
})
