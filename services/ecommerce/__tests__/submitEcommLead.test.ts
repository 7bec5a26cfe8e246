import { afterEach, describe, expect, it, vi } from 'vitest'
import { submitEcommLead } from '../index.ts'
import type { LeadRequest } from '../../leads/contract.ts'

afterEach(() => vi.unstubAllGlobals())

describe('default e-commerce lead sender', () => {
  it('POSTs the contract body to /api/leads with kind "ecommerce"', async () => {
    const fetchMock = vi.fn(async () => new Response('{"status":"accepted","leadId":"L1","duplicate":false}'))
    vi.stubGlobal('fetch', fetchMock)
    const request = { idempotencyKey: 'k', formId: 'ecomm', kind: 'general', page: { pageName: 'shop', pageUrl: 'u', routeName: 'shop' }, contact: { firstName: '', lastName: '', email: 'e', phone: '', zip: '60601' } } as LeadRequest
    expect(await submitEcommLead(request)).toEqual({ status: 'accepted', leadId: 'L1', duplicate: false })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/leads')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({ ...request, kind: 'ecommerce' })
  })

  it('reads a failure as unavailable', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new Error('offline') }))
    expect(await submitEcommLead({} as LeadRequest)).toEqual({ status: 'unavailable', message: 'offline' })
  })
})
