import { describe, expect, it } from 'vitest'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { createLeadRelay } from '../relay.server.ts'
import type { UpstreamRequest, UpstreamResponse } from '../upstream/sendUpstream.server.ts'
import { RELAY_CREDENTIALS as credentials, RELAY_UPSTREAMS as upstreams, sampleLead } from './support/leadTestKit.ts'

/** A relay over an in-memory outbox, a fake clock and a scripted upstream. */
async function setup(
  answer: (request: UpstreamRequest) => UpstreamResponse | Promise<UpstreamResponse>,
  options: { maxAttempts?: number; pauseAfterFailureMs?: number; handBackAfterMs?: number } = {},
) {
  let clock = Date.parse('2026-11-23T12:00:00Z')
  const now = () => clock
  const outbox = openSqliteStorage(':memory:').leadOutbox(now)
  const sent: UpstreamRequest[] = []
  const relay = createLeadRelay({
    outbox,
    upstreams,
    credentials,
    now,
    random: () => 0.5,
    backoff: { baseMs: 1000, capMs: 8000 },
    requestTimeoutMs: 1000,
    maxAttempts: options.maxAttempts,
    pauseAfterFailureMs: options.pauseAfterFailureMs ?? 0,
    handBackAfterMs: options.handBackAfterMs,
    log: () => {},
    send: async (request) => {
      sent.push(request)
      return answer(request)
    },
  })
  const lead = sampleLead()
  const { leadId } = await outbox.accept(lead, 'lead', [
    { destination: 'lead-api', payload: { email: 'ada@example.com' } },
  ])
  const row = async () => (await outbox.find(leadId))!.deliveries[0]!
  return { relay, outbox, sent, lead, row, advance: (ms: number) => (clock += ms), now }
}

const ok: UpstreamResponse = { status: 200, body: '{}', retryAfter: null }

describe('lead relay', () => {
  it('sends the stored payload with the ApiKey, LeadApi and Idempotency-Key headers, and marks the row delivered', async () => {
    const { relay, sent, lead, row } = await setup(() => ok)
    expect(await relay.deliverDue()).toBe(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      url: 'https://lead.example/Lead/SubmitLead?sendToNS=true',
      method: 'POST',
      headers: {
        ApiKey: 'secret-key',
        LeadApi: 'true',
        'Content-Type': 'application/json',
        'Idempotency-Key': `${lead.idempotencyKey}.lead-api`,
      },
      body: JSON.stringify({ email: 'ada@example.com' }),
      timeoutMs: 1000,
    })
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, responseBody: '{}' })
    expect((await row()).deliveredAt).toBe('2026-11-23T12:00:00.000Z')
    expect(await relay.deliverDue()).toBe(0)
  })

  it('retries a 500 after the jittered backoff, and not before', async () => {
    let status = 500
    const { relay, row, advance, sent, now } = await setup(() => ({ status, body: 'down', retryAfter: null }))
    await relay.deliverDue()
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, lastError: 'HTTP 500' })
    // random 0.5 of the first bound (1000 ms)
    expect((await row()).nextAttemptAt - now()).toBe(500)
    advance(499)
    expect(await relay.deliverDue()).toBe(0)
    advance(1)
    status = 200
    expect(await relay.deliverDue()).toBe(1)
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 2 })
    expect(sent).toHaveLength(2)
  })

  it('doubles the bound per attempt up to the cap', async () => {
    const { relay, row, advance, now } = await setup(() => ({ status: 503, body: '', retryAfter: null }))
    const delays: number[] = []
    for (let i = 0; i < 7; i++) {
      await relay.deliverDue()
      delays.push((await row()).nextAttemptAt - now())
      advance((await row()).nextAttemptAt - now())
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 4000, 4000, 4000])
  })

  it('honours 429 Retry-After', async () => {
    const { relay, row, now } = await setup(() => ({ status: 429, body: '', retryAfter: '90' }))
    await relay.deliverDue()
    expect(await row()).toMatchObject({ status: 'pending', responseStatus: 429 })
    expect((await row()).nextAttemptAt - now()).toBe(90_000)
  })

  it('retries network errors and time-outs', async () => {
    const timeout = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' })
    const reset = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } })
    const failures = [timeout, reset]
    const { relay, row, advance } = await setup(() => {
      const failure = failures.shift()
      if (failure) throw failure
      return ok
    })
    await relay.deliverDue()
    expect(await row()).toMatchObject({ status: 'pending', lastError: 'timed out' })
    advance(10_000)
    await relay.deliverDue()
    expect(await row()).toMatchObject({ status: 'pending', lastError: 'fetch failed (ECONNRESET)' })
    advance(10_000)
    await relay.deliverDue()
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 3 })
  })

  it('keeps a 4xx other than 408/429 as failed, visible and re-queueable', async () => {
    let status = 422
    const { relay, outbox, row, sent } = await setup(() => ({ status, body: '{"error":"bad lead"}', retryAfter: null }))
    await relay.deliverDue()
    expect(await row()).toMatchObject({
      status: 'failed',
      responseStatus: 422,
      lastError: 'HTTP 422: {"error":"bad lead"}',
    })
    expect(await relay.deliverDue()).toBe(0)
    expect(await outbox.list('failed')).toHaveLength(1)
    status = 200
    expect(await outbox.requeueFailed()).toBe(1)
    await relay.deliverDue()
    expect(await row()).toMatchObject({ status: 'delivered' })
    expect(sent).toHaveLength(2)
  })

  it('gives up after maxAttempts and keeps the row as failed', async () => {
    const { relay, row, advance } = await setup(() => ({ status: 500, body: '', retryAfter: null }), { maxAttempts: 3 })
    for (let i = 0; i < 5; i++) {
      await relay.deliverDue()
      advance(60_000)
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3 })
    expect((await row()).lastError).toContain('gave up after 3 attempts')
  })

  it('leases a claimed row so it is not sent twice at once, and a lost attempt becomes due again', async () => {
    const { outbox, advance } = await setup(() => ok)
    expect(await outbox.claimDue(10, 5000)).toHaveLength(1)
    expect(await outbox.claimDue(10, 5000)).toHaveLength(0)
    advance(5000)
    // The server that claimed it died mid-attempt: after the lease the row is due again.
    expect(await outbox.claimDue(10, 5000)).toMatchObject([{ attempts: 2 }])
  })

  it('pauses an upstream after a failure: the other leads wait instead of failing one by one', async () => {
    let status = 503
    const { relay, outbox, sent, advance } = await setup(() => ({ status, body: '', retryAfter: null }), {
      pauseAfterFailureMs: 5000,
    })
    for (let i = 0; i < 5; i++)
      await outbox.accept(sampleLead(), 'lead', [
        { destination: 'lead-api', payload: {} },
        { destination: 'marketing-automation', payload: {} },
      ])
    // 11 rows are due; one batch (the concurrency, 8) goes out and fails, the other 3 are not tried.
    await relay.deliverDue()
    expect(sent).toHaveLength(8)
    advance(4000)
    expect(await relay.deliverDue()).toBe(0)
    advance(1000)
    status = 200
    expect(await relay.deliverDue()).toBe(11)
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 11, failed: 0 })
  })

  it('pauses the upstream for its 429 Retry-After', async () => {
    const { relay, outbox, advance } = await setup(() => ({ status: 429, body: '', retryAfter: '60' }), {
      pauseAfterFailureMs: 1000,
    })
    await relay.deliverDue()
    await outbox.accept(sampleLead(), 'lead', [{ destination: 'lead-api', payload: {} }])
    advance(59_000)
    expect(await relay.deliverDue()).toBe(0)
    advance(1000)
    expect(await relay.deliverDue()).toBe(2)
  })

  it('stop() waits for attempts in flight', async () => {
    let release!: () => void
    let sending!: () => void
    const attemptInFlight = new Promise<void>((resolve) => (sending = resolve))
    const { relay, row } = await setup(() => {
      sending()
      return new Promise<UpstreamResponse>((resolve) => (release = () => resolve(ok)))
    })
    relay.start()
    await attemptInFlight
    const stopped = relay.stop()
    let done = false
    void stopped.then(() => (done = true))
    // One turn of the event loop runs everything already queued: stop() must still wait for the attempt.
    await new Promise((resolve) => setImmediate(resolve))
    expect(done).toBe(false)
    release()
    await stopped
    expect(await row()).toMatchObject({ status: 'delivered' })
  })

  it('stop() hands back an attempt still in flight after handBackAfterMs: aborted, due at once for another relay, never marked', async () => {
    let sending!: () => void
    const attemptInFlight = new Promise<void>((resolve) => (sending = resolve))
    const { relay, outbox, row, now } = await setup(
      // An upstream that never answers: only the relay's abort ends the request.
      (request) =>
        new Promise<UpstreamResponse>((_resolve, reject) => {
          sending()
          request.signal?.addEventListener('abort', () => reject(request.signal!.reason as Error))
        }),
      { handBackAfterMs: 20 },
    )
    relay.start()
    await attemptInFlight
    const leased = await row()
    expect(leased.nextAttemptAt).toBeGreaterThan(now())
    expect(await relay.stop()).toBe(1)
    // Not a retry with backoff, not failed: the row is due now, with its attempt counted.
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: now(), lastError: null })
    // Another instance's relay (same outbox, same clock) claims it at once, without waiting for the lease.
    const claimed = await outbox.claimDue(10, 21_000)
    expect(claimed.map((delivery) => delivery.leadId)).toEqual([leased.leadId])
  })

  it('a claim that returns after stop() began hands its rows straight back instead of sending them', async () => {
    const sent: string[] = []
    const { relay, outbox, row, now } = await setup((request) => {
      sent.push(request.url)
      return ok
    })
    let claimReturned!: () => void
    const claimHeld = new Promise<void>((resolve) => (claimReturned = resolve))
    let claimStarted!: () => void
    const claimRunning = new Promise<void>((resolve) => (claimStarted = resolve))
    const claimDue = outbox.claimDue.bind(outbox)
    outbox.claimDue = async (...args) => {
      const rows = await claimDue(...args)
      claimStarted()
      await claimHeld
      return rows
    }
    relay.start()
    await claimRunning
    const stopped = relay.stop()
    claimReturned()
    expect(await stopped).toBe(1)
    expect(sent).toEqual([])
    expect(await row()).toMatchObject({ status: 'pending', nextAttemptAt: now() })
  })
})
