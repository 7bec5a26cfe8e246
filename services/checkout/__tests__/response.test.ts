import { describe, expect, it } from 'vitest'
import { checkoutApiError, checkoutRedirectUrl, parseCheckoutResponse, toCamelCase } from '../index.ts'

describe('checkout answer (spec §7.4, §8)', () => {
  it('turns keys into camelCase at every depth', () => {
    expect(
      parseCheckoutResponse(
        '{"checkout_order_number":"HB-1","CustomerToken":"t","order":{"line_items":[{"unit_price":1}]}}',
      ),
    ).toEqual({
      checkoutOrderNumber: 'HB-1',
      customerToken: 't',
      order: { lineItems: [{ unitPrice: 1 }] },
    })
    expect(toCamelCase('checkout-order-number')).toBe('checkoutOrderNumber')
  })

  it.each(['not json', '', 'null', '[1]', '"text"'])(
    'an answer that does not parse to an object (%j) becomes {}',
    (body) => {
      expect(parseCheckoutResponse(body)).toEqual({})
    },
  )

  it('builds the redirect URL from the host, order number and token', () => {
    expect(
      checkoutRedirectUrl('https://checkout.example.com/', { checkoutOrderNumber: 'HB-1', customerToken: 'abc' }),
    ).toBe('https://checkout.example.com/checkout/HB-1/abc/customer')
    expect(() => checkoutRedirectUrl('https://x', {})).toThrow(/^CheckoutApi Error: /)
  })

  it('errors read "CheckoutApi Error: " then the response, else the request, else the message', () => {
    expect(checkoutApiError({ response: { data: { error: 'x' }, status: 502, headers: { a: 'b' } } }).message).toBe(
      'CheckoutApi Error: {"data":{"error":"x"},"status":502,"headers":{"a":"b"}}',
    )
    expect(checkoutApiError({ request: { url: '/checkout/orders' } }).message).toBe(
      'CheckoutApi Error: {"url":"/checkout/orders"}',
    )
    expect(checkoutApiError({ message: 'timeout' }).message).toBe('CheckoutApi Error: timeout')
  })
})
