import type { Store } from 'express-rate-limit'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type TestPostgres, startPostgres } from '../../../tests/support/postgres.ts'
import { type SiteStorage, openPostgresStorage } from '../../storage/siteStorage.server.ts'
import { queryValue } from '../../storage/__tests__/support/inspect.ts'
import { claim, cleanUp, offersSite, post, upstreamWith } from './support/offerTestKit.ts'

/** Counters that never refuse: this test is about the claim rule, not the rate limits (each limit its own store). */
const neverLimited = (): Store => ({
  increment: async () => ({ totalHits: 1, resetTime: new Date(Date.now() + 60_000) }),
  decrement: async () => {},
  resetKey: async () => {},
})

/**
 * POST /api/offer-claims on two instances sharing one real PostgreSQL: the one-claim-per-customer rule and
 * the retry of one claim hold across instances, through the router's own transaction.
 */
describe('offer claims on two instances sharing PostgreSQL', () => {
  let postgres: TestPostgres
  const storages: SiteStorage[] = []

  beforeAll(async () => {
    postgres = await startPostgres()
  }, 120_000)
  afterEach(cleanUp)
  afterAll(async () => {
    await Promise.all(storages.map((storage) => storage.close()))
    await postgres?.stop()
  }, 60_000)

  async function twoSites() {
    const url = await postgres.createDatabase(`offers_${storages.length}`)
    const upstream = await upstreamWith()
    const sites = []
    for (let i = 0; i < 2; i++) {
      const storage = await openPostgresStorage(url)
      storages.push(storage)
      sites.push(await offersSite(upstream.url, { storage, rateLimitStores: neverLimited }))
    }
    return { sites, upstream }
  }

  it('accepts one of 20 concurrent claims for one customer, whichever instance each reaches', async () => {
    const { sites, upstream } = await twoSites()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(sites[i % 2]!.url, claim())))
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1)
    expect(answers.filter((answer) => answer.body.reason === 'alreadyClaimed')).toHaveLength(19)
    expect(await queryValue(storages.at(-1)!, 'SELECT count(*) FROM offer_claims')).toBe(1)
    for (const site of sites) await site.relay.deliverDue()
    expect((await upstream.storedKeys()).partnerClaims).toHaveLength(1)
  })

  it('answers copies of one claim on both instances as the same claim', async () => {
    const { sites } = await twoSites()
    const one = claim()
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(sites[i % 2]!.url, one)))
    expect(answers.every((answer) => answer.body.status === 'accepted')).toBe(true)
    expect(new Set(answers.map((answer) => answer.body.claimId)).size).toBe(1)
    expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1)
  })
})
