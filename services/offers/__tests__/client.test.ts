import { describe, expect, it, vi } from 'vitest'
import { submitOfferClaim } from '../client.ts'
import type { OfferClaimRequest } from '../contract.ts'

const request: OfferClaimRequest = {
  idempotencyKey: 'claim-key-0001',
  formId: 'shieldline-family-claim-form',
  page: {
    pageName: 'security-partner-family',
    pageUrl: 'https://www.harborhomesecurity.com/shieldline-family',
    routeName: 'security-partner-family',
  },
  customerNumber: '100234',
  contact: { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com', phone: '(214) 555-0142' },
}

describe('submitOfferClaim', () => {
  it('returns a 429 "limited" answer as it is, at once, without retrying', async () => {
    const limited = { status: 'limited', message: 'Too many attempts to claim this offer.' }
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(limited), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
        }),
    )
    const sleep = vi.fn(async () => {})
    expect(await submitOfferClaim(request, { fetch, sleep })).toEqual(limited)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(sleep).not.toHaveBeenCalled()
  })
})
