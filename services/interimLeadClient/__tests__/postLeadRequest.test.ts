import { describe, expect, it } from 'vitest'
import type { LeadRequest } from '../../leads/contract.ts'
import { postLeadRequest } from '../index.ts'

const request: LeadRequest = {
  idempotencyKey: '6f1c1a52-8f0e-4c3e-9d7e-1f2a3b4c5d6e',
  formId: 'scheduling-request-form',
  kind: 'scheduling',
  page: { pageName: 'scheduling', pageUrl: 'https://example.test/scheduling', routeName: 'scheduling' },
  contact: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '(312) 555-0142', zip: '60601' },
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const noWait = async () => {}

function scripted(...answers: Array<Response | Error>) {
  const bodies: string[] = []
  const fetchStub = (async (url: string, init: RequestInit) => {
    expect(url).toBe('/api/leads')
    bodies.push(init.body as string)
    const next = answers.shift()!
    if (next instanceof Error) throw next
    return next
  }) as unknown as typeof fetch
  return { fetchStub, bodies }
}

describe('postLeadRequest', () => {
  it('posts the request once and returns the accepted answer', async () => {
    const { fetchStub, bodies } = scripted(json(202, { status: 'accepted', leadId: 'L1', duplicate: false }))
    await expect(postLeadRequest(request, { fetch: fetchStub, sleep: noWait })).resolves.toEqual({ status: 'accepted', leadId: 'L1', duplicate: false })
    expect(JSON.parse(bodies[0]!)).toEqual(request)
  })

  it('retries a network error and a 503 with the same idempotency key', async () => {
    const { fetchStub, bodies } = scripted(new TypeError('offline'), json(503, {}), json(202, { status: 'accepted', leadId: 'L2', duplicate: true }))
    const result = await postLeadRequest(request, { fetch: fetchStub, sleep: noWait })
    expect(result.status).toBe('accepted')
    expect(bodies).toHaveLength(3)
    expect(new Set(bodies.map((body) => JSON.parse(body).idempotencyKey))).toEqual(new Set([request.idempotencyKey]))
  })

  it('does not retry an invalid lead', async () => {
    const invalid = { status: 'invalid', message: 'x', fieldErrors: { phone: 'Enter a valid phone number.' } }
    const { fetchStub, bodies } = scripted(json(400, invalid))
    await expect(postLeadRequest(request, { fetch: fetchStub, sleep: noWait })).resolves.toEqual(invalid)
    expect(bodies).toHaveLength(1)
  })

  it('gives up as unavailable after the retries', async () => {
    const { fetchStub, bodies } = scripted(new TypeError('a'), new TypeError('b'), new TypeError('c'))
    const result = await postLeadRequest(request, { fetch: fetchStub, sleep: noWait, retryDelaysMs: [1, 1] })
    expect(result.status).toBe('unavailable')
    expect(bodies).toHaveLength(3)
  })
})

describe('after an accepted lead', () => {
  it('remembers lead_submitted in local storage (spec §4.2)', async () => {
    const store = new Map<string, string>()
    const original = globalThis.localStorage
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: { setItem: (k: string, v: string) => store.set(k, v) } })
    try {
      const { fetchStub } = scripted(json(202, { status: 'accepted', leadId: 'L3', duplicate: false }))
      await postLeadRequest(request, { fetch: fetchStub, sleep: noWait })
      expect(store.get('lead_submitted')).toBe('true')
    } finally {
      Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: original })
    }
  })
})
