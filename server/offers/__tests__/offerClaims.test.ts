import type { RequestHandler } from 'express'
import { queryValue } from '../../storage/__tests__/support/inspect.ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import offersConfig from '../../../site-config/offers.json' with { type: 'json' }
import { TEST_API_KEY, eventually } from '../../leads/__tests__/support/leadTestKit.ts'
import {
  FAMILY,
  SECURITY,
  SUPPORT_PHONE,
  claim,
  cleanUp,
  offersSite,
  post,
  upstreamWith,
  withPhone,
} from './support/offerTestKit.ts'

afterEach(async () => {
  vi.useRealTimers()
  await cleanUp()
})

describe('POST /api/offer-claims', () => {
  it("accepts an active customer's claim, then delivers it to Save{Partner}FormSubmission with LeadApi: false and sends the confirmation e-mail", async () => {
    const headers: Record<string, Record<string, string | string[] | undefined>> = {}
    const upstream = await upstreamWith()
    upstream.server.prependListener('request', (req) => (headers[req.url!.split('?')[0]!] = req.headers))
    const site = await offersSite(upstream.url)
    const request = claim()
    const answer = await post(site.url, request)
    expect(answer.status).toBe(202)
    expect(answer.body).toMatchObject({ status: 'accepted', duplicate: false, message: offersConfig.messages.accepted })

    await site.relay.deliverDue()
    expect(await site.feature.outbox.counts()).toEqual({ pending: 0, delivered: 2, failed: 0 })
    expect(headers['/lead-api/CJMA/SaveShieldlineFormSubmission']).toMatchObject({
      apikey: TEST_API_KEY,
      leadapi: 'false',
      'idempotency-key': `${request.idempotencyKey}.partner-claim`,
    })
    const stored = JSON.parse(
      (await queryValue<string>(upstream.storage, 'SELECT body_json FROM embedded_partner_claims'))!,
    )
    expect(stored).toMatchObject({
      claimId: answer.body.claimId,
      partnerId: 'shieldline',
      partner: 'ShieldLine Cyber Security',
      offerId: 'family-protection',
      customerNumber: '100234',
      email: 'alex.morgan@example.com',
      firstName: 'Alex',
      lastName: 'Morgan',
      phone: '2145550142',
      pageUrl: FAMILY,
    })
    const email = JSON.parse(
      (await queryValue<string>(upstream.storage, 'SELECT body_json FROM embedded_lead_emails'))!,
    )
    expect(email).toMatchObject({
      messageId: `offer-claim-${answer.body.claimId as string}`,
      to: { email: 'alex.morgan@example.com', name: '' },
      templateId: offersConfig.emails.templates.offerClaimConfirmation,
      data: {
        partnerName: 'ShieldLine Cyber Security',
        offerTitle: 'Family Protection',
        customerNumberEnding: '0234',
        supportPhone: SUPPORT_PHONE,
        pageUrl: FAMILY,
      },
    })
  })

  it.each([
    [
      'an inactive customer',
      {
        customerNumber: '100452',
        contact: { firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com', phone: '(312) 555-0199' },
      },
      'notActive',
    ],
    [
      'a cancelled customer',
      {
        customerNumber: '100519',
        contact: { firstName: 'Casey', lastName: 'Brooks', email: 'casey.brooks@example.com', phone: '(312) 555-0198' },
      },
      'notActive',
    ],
    ['an unknown customer number', { customerNumber: '100999' }, 'unknownCustomer'],
    [
      "an active customer's number with another e-mail",
      { contact: { firstName: 'Alex', lastName: 'Morgan', email: 'someone@example.com', phone: '(214) 555-0142' } },
      'unknownCustomer',
    ],
  ] as const)(
    'refuses %s with the configured message and the support number, and stores nothing',
    async (_label, overrides, reason) => {
      const upstream = await upstreamWith()
      const site = await offersSite(upstream.url)
      const answer = await post(site.url, claim(overrides))
      expect(answer).toEqual({
        status: 200,
        body: { status: 'refused', reason, message: withPhone(offersConfig.messages[reason]) },
      })
      expect(await site.feature.outbox.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 })
      expect((await queryValue<string>(site.storage, 'SELECT count(*) FROM offer_claims'))!).toBe(0)
    },
  )

  it('answers "unavailable" (never a 5xx, never an accepted claim) when the customer API is down or answers nonsense', async () => {
    const down: RequestHandler = (req, res, next) =>
      req.path.includes('FetchCustomerType') ? void res.status(503).json({ message: 'maintenance' }) : next()
    const upstream = await upstreamWith(down)
    const site = await offersSite(upstream.url)
    const answer = await post(site.url, claim())
    expect(answer).toEqual({
      status: 200,
      body: { status: 'unavailable', message: withPhone(offersConfig.messages.unavailable) },
    })
    // Unreachable entirely.
    const nowhere = await offersSite('http://127.0.0.1:9')
    expect((await post(nowhere.url, claim())).body).toMatchObject({ status: 'unavailable' })
    expect(await site.feature.outbox.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 })
    expect((await queryValue<string>(site.storage, 'SELECT count(*) FROM offer_claims'))!).toBe(0)
  })

  it('keeps one claim per customer number and partner: a retry is the same claim, another page or key is "already claimed", until the window ends', async () => {
    const upstream = await upstreamWith()
    // Only Date is faked: the claim window and the rate limits' windows move on together, the servers run.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-23T15:00:00Z') })
    const site = await offersSite(upstream.url)
    const first = claim()
    const accepted = await post(site.url, first)
    expect(accepted.status).toBe(202)
    // The same submission again (double click, retry): the same claim, not a second one.
    const retried = await post(site.url, first)
    expect(retried).toEqual({
      status: 200,
      body: {
        status: 'accepted',
        claimId: accepted.body.claimId,
        duplicate: true,
        message: offersConfig.messages.accepted,
      },
    })
    // A new submission for the same customer, on the partner's other offer page, spaces in the number.
    const again = await post(
      site.url,
      claim({ pageUrl: SECURITY, customerNumber: '100 234', formId: 'shieldline-security-claim-form' }),
    )
    expect(again).toEqual({
      status: 200,
      body: { status: 'refused', reason: 'alreadyClaimed', message: withPhone(offersConfig.messages.alreadyClaimed) },
    })
    // Two at once: one claim.
    const racing = await Promise.all([post(site.url, claim()), post(site.url, claim())])
    expect(racing.map((answer) => answer.body.reason)).toEqual(['alreadyClaimed', 'alreadyClaimed'])
    await site.relay.deliverDue()
    expect((await upstream.storedKeys()).partnerClaims).toEqual([`${first.idempotencyKey}.partner-claim`])

    vi.setSystemTime(Date.now() + (offersConfig.claimWindowDays - 1) * 86_400_000)
    expect((await post(site.url, claim())).body.reason).toBe('alreadyClaimed')
    vi.setSystemTime(Date.now() + 2 * 86_400_000)
    expect((await post(site.url, claim({ pageUrl: SECURITY }))).body).toMatchObject({
      status: 'accepted',
      duplicate: false,
    })
  })

  it('answers 400 with the spec messages for bad fields, and refuses pages that have no partner offer', async () => {
    const site = await offersSite('http://127.0.0.1:9')
    const bad = await post(
      site.url,
      claim({
        customerNumber: '12ab',
        contact: { firstName: '', lastName: 'Morgan', email: 'nope', phone: '(214) 555-0142' },
      }),
    )
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      status: 'invalid',
      message: 'Customer Number is not valid. Enter the 6 to 12 digits printed on your monthly statement.',
      fieldErrors: {
        customerNumber: 'Customer Number is not valid. Enter the 6 to 12 digits printed on your monthly statement.',
        firstName: 'First Name is required.',
        email: 'Enter a valid email address.',
      },
    })
    const home = await post(site.url, claim({ pageUrl: 'https://www.harborhomesecurity.com/' }))
    expect(home).toEqual({
      status: 400,
      body: { status: 'invalid', message: 'This page has no partner offer to claim.', fieldErrors: {} },
    })
    expect((await post(site.url, { hello: 'world' })).status).toBe(400)
  })
})

describe('offer claims when the partner endpoint fails', () => {
  it('delivers a claim exactly once after the claim endpoint recovers, even when an answer was lost after storing', async () => {
    const state = { mode: 'down' as 'down' | 'lose-answer' | 'up', lost: 0 }
    const faults: RequestHandler = (req, res, next) => {
      if (!req.path.includes('FormSubmission')) return next()
      if (state.mode === 'down') return void res.status(503).set('Retry-After', '0').json({ message: 'down' })
      if (state.mode === 'lose-answer') {
        // Stored, then the connection drops before the answer: the relay must try again, the partner keep one.
        res.json = (() => {
          state.lost++
          state.mode = 'up'
          req.socket.destroy()
          return res
        }) as typeof res.json
      }
      next()
    }
    const upstream = await upstreamWith(faults)
    const site = await offersSite(upstream.url)
    const request = claim()
    expect((await post(site.url, request)).status).toBe(202)
    for (let i = 0; i < 3; i++) await site.relay.deliverDue()
    const partnerRow = async () =>
      (await site.feature.outbox.find(request.idempotencyKey))!.deliveries.find(
        (row) => row.destination === 'partner-claim',
      )!
    expect((await partnerRow()).status).toBe('pending')
    expect((await partnerRow()).attempts).toBeGreaterThan(0)
    expect((await upstream.storedKeys()).partnerClaims).toEqual([])

    state.mode = 'lose-answer'
    site.relay.start()
    await eventually(async () => (await partnerRow()).status === 'delivered', 'the claim to be delivered')
    expect(state.lost).toBe(1)
    expect((await upstream.storedKeys()).partnerClaims).toEqual([`${request.idempotencyKey}.partner-claim`])
    expect((await upstream.storedKeys()).emails).toEqual([`${request.idempotencyKey}.offer-claim-email`])
  })
})
