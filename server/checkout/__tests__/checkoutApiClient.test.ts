import { describe, expect, it } from 'vitest'
import { createCheckoutOrder } from '../checkoutApiClient.server.ts'
import type { BundlePayload } from '../../../services/checkout/index.ts'

const payload = { subtotal: 1 } as unknown as BundlePayload

describe('checkout API client (spec §7.4, §8)', () => {
  it('sends ApiKey and the idempotency key, and camel-cases the answer', async () => {
    let seen: RequestInit | undefined
    const answer = await createCheckoutOrder(
      'https://checkout.test',
      'secret',
      payload,
      'key-1',
      async (_url, init) => {
        seen = init
        return new Response('{"checkout_order_number":"A1","customer_token":"t"}', { status: 201 })
      },
    )
    expect(answer).toEqual({ checkoutOrderNumber: 'A1', customerToken: 't' })
    expect(seen!.headers).toMatchObject({ ApiKey: 'secret', 'Idempotency-Key': 'key-1' })
  })

  it('treats an unparsable answer as {}', async () => {
    expect(
      await createCheckoutOrder(
        'https://x',
        undefined,
        payload,
        'k',
        async () => new Response('<html>', { status: 200 }),
      ),
    ).toEqual({})
  })

  it('raises "CheckoutApi Error: " with the response data and status, or with the error message', async () => {
    await expect(
      createCheckoutOrder(
        'https://x',
        'k',
        payload,
        'k',
        async () =>
          new Response('{"error_code":"E1"}', { status: 502, headers: { 'content-type': 'application/json' } }),
      ),
    ).rejects.toThrow(
      'CheckoutApi Error: {"data":{"errorCode":"E1"},"status":502,"headers":{"content-type":"application/json"}}',
    )
    await expect(
      createCheckoutOrder('https://x', 'k', payload, 'k', async () => {
        throw new Error('connect ECONNREFUSED')
      }),
    ).rejects.toThrow('CheckoutApi Error: connect ECONNREFUSED')
  })
})
