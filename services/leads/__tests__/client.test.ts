import { describe, expect, it, vi } from 'vitest'
import { newIdempotencyKey, submitLead } from '../client.ts'
import type { LeadRequest } from '../contract.ts'

const request: LeadRequest = {
  idempotencyKey: newIdempotencyKey(),
  formId: 'home-modal-consultation-form',
  kind: 'consultation',
  page: { pageName: 'home', pageUrl: 'https://www.harborhomesecurity.com/', routeName: 'home' },
  contact: { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', phone: '(312) 555-0142', zip: '60601' },
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const noWait = async () => {}

describe('submitLead', () => {
  it('makes a v4 UUID per submission', () => {
    const key = newIdempotencyKey()
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(newIdempotencyKey()).not.toBe(key)
  })

  it('posts the request as JSON and returns the accepted answer', async () => {
    const fetch = vi.fn(async () => json(202, { status: 'accepted', leadId: 'L1', duplicate: false }))
    const result = await submitLead(request, { fetch, sleep: noWait })
    expect(result).toEqual({ status: 'accepted', leadId: 'L1', duplicate: false })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/leads')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual(request)
  })

  it('retries network errors and 5xx with the same idempotency key, then succeeds', async () => {
    const sleep = vi.fn(async (_ms: number) => {})
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(503, { status: 'unavailable', message: 'db down' }))
      .mockResolvedValueOnce(json(202, { status: 'accepted', leadId: 'L2', duplicate: true }))
    const result = await submitLead(request, { fetch, sleep })
    expect(result).toEqual({ status: 'accepted', leadId: 'L2', duplicate: true })
    expect(fetch).toHaveBeenCalledTimes(3)
    const keys = fetch.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string).idempotencyKey)
    expect(new Set(keys)).toEqual(new Set([request.idempotencyKey]))
    const headers = fetch.mock.calls.map(
      ([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key'],
    )
    expect(new Set(headers)).toEqual(new Set([request.idempotencyKey]))
    // Backoff grows between tries.
    const [first, second] = sleep.mock.calls.map(([ms]) => ms)
    expect(second!).toBeGreaterThan(first!)
  })

  it('gives up after the retries with an unavailable answer, never a throw', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline')
    })
    const result = await submitLead(request, { fetch, sleep: noWait, retries: 2 })
    expect(result.status).toBe('unavailable')
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('does not retry a 400 and returns its field errors', async () => {
    const invalid = {
      status: 'invalid',
      message: 'Enter a valid phone number.',
      fieldErrors: { phone: 'Enter a valid phone number.' },
    }
    const fetch = vi.fn(async () => json(400, invalid))
    expect(await submitLead(request, { fetch, sleep: noWait })).toEqual(invalid)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('treats an answer that is not a LeadSubmitResult as unavailable', async () => {
    const fetch = vi.fn(async () => new Response('<html>proxy error</html>', { status: 404 }))
    expect((await submitLead(request, { fetch, sleep: noWait })).status).toBe('unavailable')
  })
})
