import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RequestHandler } from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { eventually, postLead, sampleLead, startSite, startUpstream } from './support/leadTestKit.ts'

const LEADS = 1000
const BROWSER_CONCURRENCY = 25
/** Upstream requests answered with faults before the upstream recovers (about 55% of them fail). */
const FAULTY_REQUESTS = 2500

/** Deterministic pseudo-random numbers (mulberry32), so a failing run can be replayed. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The upstream's bad day, request by request for the first `faultyRequests`: 500s, requests that hang past the relay's
 * time-out, connections reset before an answer, 429s with Retry-After, and the worst case for duplicates —
 * the lead is stored but the answer is lost (the connection drops after the upstream processed it).
 */
function faultInjector(random: () => number, faultyRequests: number) {
  const state = { seen: 0, counts: { ok: 0, http500: 0, hang: 0, reset: 0, http429: 0, lostAnswer: 0 } }
  const handler: RequestHandler = (req, res, next) => {
    // The outage lasts a number of requests, not a time, so a slow machine sees the same faults.
    if (state.seen++ >= faultyRequests) {
      state.counts.ok++
      return next()
    }
    const roll = random()
    if (roll < 0.2) {
      state.counts.http500++
      return void res.status(500).json({ Status: 'Error' })
    }
    if (roll < 0.25) {
      state.counts.hang++
      return
    }
    if (roll < 0.35) {
      state.counts.reset++
      return void req.socket.destroy()
    }
    if (roll < 0.45) {
      state.counts.http429++
      return void res.status(429).set('Retry-After', '0').json({ Status: 'Error', Message: 'Too many requests' })
    }
    if (roll < 0.55) {
      state.counts.lostAnswer++
      res.end = (() => {
        req.socket.destroy()
        return res
      }) as typeof res.end
      return next()
    }
    state.counts.ok++
    next()
  }
  return { state, handler }
}

const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

describe('no lead lost: the relay against a faulty upstream', () => {
  it(`delivers each of ${LEADS} leads exactly once after recovery, and never answers the browser with a 5xx`, async () => {
    const faults = faultInjector(seeded(20261123), FAULTY_REQUESTS)
    const upstream = await startUpstream(faults.handler)
    cleanups.push(upstream.close)
    const storage = openSqliteStorage(join(mkdtempSync(join(tmpdir(), 'leads-faults-')), 'site.db'))
    cleanups.push(() => storage.close())
    const site = await startSite(upstream.url, storage, {
      // Long enough for an answer from this busy test process, short enough that hangs cost little.
      requestTimeoutMs: 400,
      backoff: { baseMs: 10, capMs: 200 },
      concurrency: 16,
      pollMs: 20,
      pauseAfterFailureMs: 20,
      random: seeded(7),
    })
    cleanups.push(site.close)
    site.feature.relay.start()

    // The browsers: 1,000 submissions while the upstream misbehaves, some of them double-clicked.
    const leads = Array.from({ length: LEADS }, (_, i) =>
      sampleLead(
        i % 3 === 0
          ? {
              kind: 'callback',
              formId: 'home_callback_masterform_1',
              answers: { property_type: 'property_type_owned', do_you_have_a_security_system: 'No' },
            }
          : {},
      ),
    )
    const statuses: number[] = []
    let next = 0
    await Promise.all(
      Array.from({ length: BROWSER_CONCURRENCY }, async () => {
        while (next < leads.length) {
          const lead = leads[next++]!
          statuses.push((await postLead(site.url, lead)).status)
          if (next % 10 === 0) statuses.push((await postLead(site.url, lead)).status)
        }
      }),
    )
    expect(statuses.filter((status) => status !== 202)).toEqual([])

    // The faults go on through the retries until the upstream has seen FAULTY_REQUESTS, then it recovers.
    await eventually(
      async () => (await site.feature.outbox.counts()).pending === 0,
      'the outbox to drain',
      100_000,
    ).catch(async (error: Error) => {
      const stuck = (await site.feature.outbox.list('pending', 5)).map(
        (row) =>
          `${row.destination} ${row.attempts} tries, ${row.lastError}, due in ${row.nextAttemptAt - Date.now()} ms`,
      )
      throw new Error(
        `${error.message}: ${JSON.stringify(await site.feature.outbox.counts())}; faults ${JSON.stringify(faults.state.counts)}; e.g. ${stuck.join(' | ')}`,
      )
    })

    // Per lead: the lead API, the confirmation e-mail and marketing automation.
    expect(await site.feature.outbox.counts()).toEqual({ pending: 0, delivered: LEADS * 3, failed: 0 })
    // Each destination has its own key, derived from the lead's (relay.server.ts deliveryIdempotencyKey).
    const keys = (destination: string) => leads.map((lead) => `${lead.idempotencyKey}.${destination}`).sort()
    const stored = await upstream.storedKeys()
    expect(stored.leadApi.length).toBe(LEADS)
    expect([...stored.leadApi].sort()).toEqual(keys('lead-api'))
    expect(stored.marketingAutomation.length).toBe(LEADS)
    expect([...stored.marketingAutomation].sort()).toEqual(keys('marketing-automation'))
    expect([...stored.emails].sort()).toEqual(keys('lead-email'))
    // Every kind of fault happened.
    for (const [kind, count] of Object.entries(faults.state.counts)) expect(count, kind).toBeGreaterThan(0)
    expect(faults.state.seen).toBeGreaterThan(FAULTY_REQUESTS)
  }, 150_000)
})
