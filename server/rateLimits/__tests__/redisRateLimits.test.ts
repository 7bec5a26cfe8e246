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
