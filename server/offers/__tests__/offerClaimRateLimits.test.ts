import type { RequestHandler } from 'express'
import { MemoryStore } from 'express-rate-limit'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import offersConfig from '../../../site-config/offers.json' with { type: 'json' }
import type { OfferClaimRequest } from '../../../services/offers/contract.ts'
import type { ClaimRateLimitName } from '../claimRateLimits.server.ts'
import { claim, cleanUp, offersSite, upstreamWith, withPhone } from './support/offerTestKit.ts'

/**
 * The rate limits of POST /api/offer-claims with the values of site-config/offers.json. Only Date is faked
 * (the windows are counted with Date.now), so a window ends by moving the clock, never by waiting.
 */
const { perIp, perCustomerNumber } = offersConfig.rateLimits
const LIMITED = { status: 'limited', message: withPhone(offersConfig.messages.tooManyAttempts) }
const START = Date.parse('2026-11-23T15:00:00Z')

beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: START }))
afterEach(async () => {
  vi.useRealTimers()
  await cleanUp()
})

/** A claim from a client address: the test server trusts X-Forwarded-For from loopback, as the app does. */
async function postFrom(siteUrl: string, body: OfferClaimRequest, ip: string) {
  const response = await fetch(`${siteUrl}/api/offer-claims`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as Record<string, unknown>,
  }
}

/** An unknown customer number per index, so the per-number limit stays out of the way. */
const unknownNumber = (index: number) => String(200_000 + index)
const address = (index: number) => `198.51.100.${index + 1}`

/** The embedded customer API, counting the customer-type calls it answers. */
async function countingUpstream() {
  const asked: string[] = []
  const counting: RequestHandler = (req, _res, next) => {
    if (req.path.endsWith('/FetchCustomerType'))
      asked.push(typeof req.query.customerNumber === 'string' ? req.query.customerNumber : '')
    next()
  }
  return { upstream: await upstreamWith(counting), asked }
}

describe('rate limits on POST /api/offer-claims', () => {
  it(`refuses attempt ${perIp.attempts + 1} from one address with 429, Retry-After and the configured message, without asking the customer API`, async () => {
    const { upstream, asked } = await countingUpstream()
    const site = await offersSite(upstream.url)
    for (let i = 0; i < perIp.attempts; i++) {
      const answer = await postFrom(site.url, claim({ customerNumber: unknownNumber(i) }), '203.0.113.7')
      expect(answer.body).toMatchObject({ status: 'refused', reason: 'unknownCustomer' })
    }
    const refused = await postFrom(site.url, claim({ customerNumber: unknownNumber(99) }), '203.0.113.7')
    expect(refused).toEqual({ status: 429, retryAfter: String(perIp.windowMinutes * 60), body: LIMITED })
    expect(asked).toHaveLength(perIp.attempts)
    // Another address is not affected.
    expect((await postFrom(site.url, claim({ customerNumber: unknownNumber(99) }), '203.0.113.8')).status).toBe(200)
  })

  it('limits the attempts for one customer number however many addresses they come from', async () => {
    const { upstream, asked } = await countingUpstream()
    const site = await offersSite(upstream.url)
    const probe = (ip: string, email: string) =>
      postFrom(
        site.url,
        claim({
          customerNumber: '100 452',
          contact: { firstName: 'Sam', lastName: 'Rivera', email, phone: '(312) 555-0199' },
        }),
        ip,
      )
    for (let i = 0; i < perCustomerNumber.attempts; i++)
      expect((await probe(address(i), `guess${i}@example.com`)).status).toBe(200)
    // Spaces or dashes make no other number.
    const refused = await probe(address(50), 'sam.rivera@example.com')
    expect(refused).toEqual({ status: 429, retryAfter: String(perCustomerNumber.windowMinutes * 60), body: LIMITED })
    expect(asked).toHaveLength(perCustomerNumber.attempts)
    // The address of the refused attempt may still claim for another number.
    expect((await postFrom(site.url, claim({ customerNumber: unknownNumber(1) }), address(50))).body).toMatchObject({
      status: 'refused',
    })
  })

  it('answers the retry of an accepted claim as accepted even when both limits are used up', async () => {
    const upstream = await upstreamWith()
    const site = await offersSite(upstream.url)
    const first = claim()
    const accepted = await postFrom(site.url, first, '203.0.113.7')
    expect(accepted.status).toBe(202)
    for (let i = 1; i < perIp.attempts; i++)
      await postFrom(site.url, claim({ customerNumber: unknownNumber(i) }), '203.0.113.7')
    for (let i = 1; i < perCustomerNumber.attempts; i++)
      expect((await postFrom(site.url, claim(), address(i))).body).toMatchObject({ reason: 'alreadyClaimed' })
    expect((await postFrom(site.url, claim({ customerNumber: unknownNumber(99) }), '203.0.113.7')).status).toBe(429)
    expect((await postFrom(site.url, claim(), address(99))).status).toBe(429)

    const retried = await postFrom(site.url, first, '203.0.113.7')
    expect(retried).toMatchObject({
      status: 200,
      body: {
        status: 'accepted',
        claimId: accepted.body.claimId,
        duplicate: true,
        message: offersConfig.messages.accepted,
      },
    })
  })

  it('lets an address and a customer number try again when their windows end', async () => {
    const upstream = await upstreamWith()
    const site = await offersSite(upstream.url)
    for (let i = 0; i < perIp.attempts; i++)
      await postFrom(site.url, claim({ customerNumber: unknownNumber(i) }), '203.0.113.7')
    for (let i = 0; i < perCustomerNumber.attempts; i++)
      await postFrom(site.url, claim({ customerNumber: '100871' }), address(i))

    vi.setSystemTime(START + perIp.windowMinutes * 60_000 - 1000)
    expect(await postFrom(site.url, claim({ customerNumber: unknownNumber(99) }), '203.0.113.7')).toMatchObject({
      status: 429,
      retryAfter: '1',
    })
    vi.setSystemTime(START + perIp.windowMinutes * 60_000)
    expect((await postFrom(site.url, claim({ customerNumber: unknownNumber(99) }), '203.0.113.7')).body).toMatchObject({
      status: 'refused',
    })

    expect((await postFrom(site.url, claim({ customerNumber: '100871' }), address(99))).status).toBe(429)
    vi.setSystemTime(START + perCustomerNumber.windowMinutes * 60_000)
    const jordan = claim({
      customerNumber: '100871',
      contact: { firstName: 'Jordan', lastName: 'Lee', email: 'jordan.lee@example.com', phone: '(214) 555-0177' },
    })
    expect((await postFrom(site.url, jordan, address(99))).body).toMatchObject({ status: 'accepted', duplicate: false })
  })

  it('does not count invalid requests, which never reach the customer API', async () => {
    const upstream = await upstreamWith()
    const site = await offersSite(upstream.url)
    for (let i = 0; i < perIp.attempts + 2; i++)
      expect((await postFrom(site.url, claim({ customerNumber: '12ab' }), '203.0.113.7')).status).toBe(400)
    for (let i = 0; i < perIp.attempts + 2; i++)
      expect(
        (await postFrom(site.url, claim({ pageUrl: 'https://www.harborhomesecurity.com/' }), '203.0.113.7')).status,
      ).toBe(400)
    expect((await postFrom(site.url, claim(), '203.0.113.7')).status).toBe(202)
  })

  it('counts in the stores it is given (where a shared store plugs in), and a store reset lets the client in again', async () => {
    const upstream = await upstreamWith()
    const stores: Partial<Record<ClaimRateLimitName, MemoryStore>> = {}
    const site = await offersSite(upstream.url, { rateLimitStores: (name) => (stores[name] = new MemoryStore()) })
    for (let i = 0; i <= perIp.attempts; i++)
      await postFrom(site.url, claim({ customerNumber: unknownNumber(i) }), '203.0.113.7')
    expect(await stores.perIp!.get('203.0.113.7')).toMatchObject({ totalHits: perIp.attempts + 1 })
    expect(await stores.perCustomerNumber!.get(`customer:${unknownNumber(0)}`)).toMatchObject({ totalHits: 1 })
    expect((await postFrom(site.url, claim({ customerNumber: unknownNumber(99) }), '203.0.113.7')).status).toBe(429)
    await stores.perIp!.resetAll()
    expect((await postFrom(site.url, claim({ customerNumber: unknownNumber(99) }), '203.0.113.7')).status).toBe(200)
  })
})
