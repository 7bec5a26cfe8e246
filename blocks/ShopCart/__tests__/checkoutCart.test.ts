import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCartStore, createEcommerceStore } from '../../../services/ecommerce/index.ts'
import { product, system } from '../../../services/checkout/__tests__/fixtures.ts'
import { minimalSite } from '../../../tests/support/fixtureSite.ts'
import { checkoutCart } from '../checkoutCart.ts'
import { partnerDataOf } from '../recordShopVisit.ts'
import type { LeadRequest } from '../../../services/leads/contract.ts'

afterEach(() => vi.unstubAllGlobals())

describe('checking out the cart from the browser', () => {
  it('sends the e-commerce lead once, then the cart by ids and quantities with one key per cart', async () => {
    vi.stubGlobal('window', { location: { href: 'https://www.harborhomesecurity.com/shop' } })
    const fetchMock = vi.fn(async () => new Response('{"status":"redirect","redirectUrl":"/checkout/HB1/t/customer"}'))
    vi.stubGlobal('fetch', fetchMock)
    const cart = createCartStore()
    const ecommerce = createEcommerceStore()
    cart.getState().addSystem(system)
    cart.getState().addAddon(product('indoor-camera', 99.99), 2)
    ecommerce.getState().ensureLeadEmail({
      leadSource: 'ecommerce',
      domain: 'harborhomesecurity.com',
      sessionHasVisit: false,
      newId: () => 'u-1',
    })
    ecommerce.getState().setPostalCode('75201', true)
    const submitEcommLead = vi.fn(async (_request: LeadRequest) => ({
      status: 'accepted' as const,
      leadId: 'L-1',
      duplicate: false,
    }))
    let n = 0
    const deps = {
      cart,
      ecommerce,
      catalogue: { catalogId: 'ecat-standard', leadSource: 'ecommerce', checkoutFlow: 'standard' as const },
      page: minimalSite().resolve('/').context,
      formId: 'ecomm-shop-checkout',
      submitEcommLead,
      newId: () => `key-${++n}`,
    }

    expect(await checkoutCart(deps)).toEqual({ status: 'redirect', redirectUrl: '/checkout/HB1/t/customer' })
    await checkoutCart(deps)
    expect(submitEcommLead).toHaveBeenCalledTimes(1)
    expect(submitEcommLead.mock.calls[0]![0]).toMatchObject({
      kind: 'ecommerce',
      formId: 'ecomm-shop-checkout',
      contact: { email: 'ecomm.u-1@harborhomesecurity.com' },
    })
    expect(ecommerce.getState().leadId).toBe('L-1')
    const bodies = fetchMock.mock.calls.map((call) =>
      JSON.parse((call as unknown as [string, RequestInit])[1].body as string),
    )
    // The page goes with the cart: the server takes the catalogue from it (issue 20).
    expect(bodies[0]).toEqual({
      idempotencyKey: 'key-1',
      pageUrl: 'https://www.harborhomesecurity.com/shop',
      catalogId: 'ecat',
      system: { packageId: 'PKG' },
      addons: [{ slug: 'indoor-camera', quantity: 2 }],
      // The checked ZIP goes along: the server keeps it for the order page's form (issue 25).
      buyer: { email: 'ecomm.u-1@harborhomesecurity.com', zip: '75201' },
    })
    expect(bodies[1].idempotencyKey).toBe('key-1')
  })

  it('keeps the partner in the spec §3.5 shape', () => {
    const partner = minimalSite().resolve('/keystoneoffer').context.partner
    expect(partnerDataOf(partner)).toEqual({
      name: partner!.name,
      catalogId: partner!.catalogId,
      Enabled: true,
      leadSource: partner!.leadSource,
      routeName: partner!.routeName,
      phone: partner!.phone,
      emailrep: partner!.emailrep,
    })
    expect(partnerDataOf(null)).toBeNull()
  })
})
