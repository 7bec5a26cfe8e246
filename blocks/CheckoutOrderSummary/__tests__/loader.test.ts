import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type Catalogue, applyPricePromotions } from '../../../services/catalogue/index.ts'
import { PageNotFound } from '../../../runtime/render/BlockLoader.ts'
import type { BlockServices, CheckoutOrders, VisitContactDetails } from '../../../runtime/render/BlockServices.ts'
import { realSite } from '../../../tests/support/realSite.ts'
import { servicesFor } from '../../../tests/support/siteServices.ts'
import { load, loadPhones } from '../loader.server.ts'

/** The order page's loader reads the order through the checkout client it is handed, never on its own. */
describe('CheckoutOrderSummary loader', () => {
  const context = realSite().resolve('/checkout/HB-1001/secret-token/customer').context
  const withCheckout = (checkout: CheckoutOrders): BlockServices => ({ ...servicesFor(), checkout })
  const props = {} as Parameters<typeof load>[0]['props']

  it('asks the checkout client for the order and token of the URL and shows its lines', async () => {
    const asked: string[][] = []
    const checkout: CheckoutOrders = {
      order: async (orderNumber, token) => {
        asked.push([orderNumber, token])
        return { checkoutOrderNumber: 'HB-1001', order: { store: 'diy', subtotal: 99, items: [] } }
      },
    }
    const data = await load({ props, context, services: withCheckout(checkout) })
    expect(asked).toEqual([[context.params.order, context.params.token]])
    expect(data.orderNumber).toBe('HB-1001')
    expect(data.subtotal).toBe(99)
    // Not placed yet; the token goes with the host's confirmation request.
    expect(data.confirmation).toBeNull()
    expect(data.token).toBe(context.params.token)
  })

  it('carries the stored confirmation, so a placed order shows it on every visit', async () => {
    const confirmation = { contact: {}, appointment: { slot: '12/1/2026, 12:00 PM' }, payment: 'demo' }
    const checkout: CheckoutOrders = {
      order: async () => ({ checkoutOrderNumber: 'HB-1001', order: { subtotal: 99 }, confirmation }),
    }
    const data = await load({ props, context, services: withCheckout(checkout) })
    expect(data.confirmation).toEqual(confirmation)
  })

  it('answers 404 when the client finds no such order for this token', async () => {
    const checkout: CheckoutOrders = { order: async () => null }
    await expect(load({ props, context, services: withCheckout(checkout) })).rejects.toBeInstanceOf(PageNotFound)
  })

  it('strikes a promoted line with the regular price of the catalogues the site sells from, not the browser’s', async () => {
    const standard = JSON.parse(readFileSync('site-config/catalog/catalogs/ecat-standard.json', 'utf8')) as Catalogue
    const promoted = applyPricePromotions(standard, [{ id: 'd', item: 'doorbell-camera', price: 179.99 }], 0)
    const asked: string[] = []
    const services: BlockServices = {
      ...withCheckout({
        order: async () => ({
          checkoutOrderNumber: 'HB-1001',
          order: {
            subtotal: 359.98,
            itemAddons: [{ name: 'Video Doorbell', netsuiteId: '4402', quantity: 2, price: 179.99 }],
          },
        }),
      }),
      catalogue: {
        catalogue: async (id) => {
          asked.push(id)
          return id === 'ecat-standard' ? promoted : null
        },
      },
    }
    const data = await load({ props, context, services })
    expect(data.lines[0]).toMatchObject({ unitPrice: 179.99, regularUnitPrice: 199.99, lineTotal: 359.98 })
    expect([data.saving, data.subtotal]).toEqual([40, 359.98])
    // The shop's own catalogue and every partner's: the order does not say which one it came from.
    expect(asked[0]).toBe(services.settings.shop.defaultCatalogId)
    expect(asked).toContain('ecat-keystone-realty')
  })
  it('fills the city and state from the ZIP the visit gave, where the visit gave none, and says which it filled', async () => {
    const order: CheckoutOrders = { order: async () => ({ checkoutOrderNumber: 'HB-1001', order: { subtotal: 99 } }) }
    const asked: string[] = []
    const visitOf = (given: VisitContactDetails): BlockServices => ({
      ...withCheckout(order),
      visit: {
        contact: async () => given,
        account: async () => null,
        zipPlace: async (zip) => {
          asked.push(zip)
          return zip === '75201' ? { city: 'Dallas', state: 'TX' } : {}
        },
      },
    })
    const first = await load({ props, context, services: visitOf({ firstName: 'Ada', zip: '75201' }) })
    expect(first.knownContact).toEqual({ firstName: 'Ada', zip: '75201', city: 'Dallas', state: 'TX' })
    expect(first.zipPlace).toEqual({ city: 'Dallas', state: 'TX' })
    // What the visitor typed stands; only the missing state comes from the ZIP.
    const typed = await load({ props, context, services: visitOf({ zip: '75201', city: 'Highland Park' }) })
    expect(typed.knownContact).toEqual({ zip: '75201', city: 'Highland Park', state: 'TX' })
    expect(typed.zipPlace).toEqual({ state: 'TX' })
    // Nothing to fill, or no ZIP: no lookup at all.
    asked.length = 0
    await load({ props, context, services: visitOf({ zip: '75201', city: 'Dallas', state: 'TX' }) })
    await load({ props, context, services: visitOf({ firstName: 'Ada' }) })
    expect(asked).toEqual([])
    // A ZIP the database does not place fills nothing.
    const unknown = await load({ props, context, services: visitOf({ zip: '00000' }) })
    expect([unknown.knownContact, unknown.zipPlace]).toEqual([{ zip: '00000' }, {}])
  })

  it('keeps a partner’s terms: its numbers become the page’s, its catalogue strikes the package, its team is named', async () => {
    const dealer = JSON.parse(readFileSync('site-config/catalog/catalogs/ecat-dealer.json', 'utf8')) as Catalogue
    const asked: string[] = []
    const phones: unknown[] = []
    const services: BlockServices = {
      ...withCheckout({
        order: async () => ({
          checkoutOrderNumber: 'HB-1001',
          order: { subtotal: 431.49, package: { name: 'Starter Package', netsuiteId: '7000', price: 332.49 } },
        }),
        // The site kept the lead source of /shop/dallas-dealer's partner when it made the order.
        sourceOf: async (orderNumber) => (orderNumber === 'HB-1001' ? 'dallas-dealer' : null),
      }),
      catalogue: {
        catalogue: async (id) => {
          asked.push(id)
          return id === 'ecat-dealer' ? dealer : null
        },
      },
    }
    const data = await load({ props, context, services, setPhones: (given) => void phones.push(given) })
    expect(data.partner).toEqual({ name: 'Lone Star Security Dealers of Dallas', kind: 'dealer' })
    // partners.json's number for the partner, as its own pages have it (header, footer and call lines).
    expect(phones).toEqual([{ sales: '(214) 555-0114', popup: '(214) 555-0114' }])
    // The partner's catalogue first; its own saving ("Save $17.50") strikes the list price.
    expect(asked[0]).toBe('ecat-dealer')
    expect(data.lines[0]).toMatchObject({ unitPrice: 332.49, regularUnitPrice: 349.99 })
    expect(data.saving).toBe(17.5)
  })

  it('gives a lead from the order page the partner’s numbers from the order alone, no catalogue read', async () => {
    const phones: unknown[] = []
    const services: BlockServices = {
      ...withCheckout({
        order: async (_number, token) => (token === context.params.token ? { checkoutOrderNumber: 'HB-1001' } : null),
        sourceOf: async (orderNumber) => (orderNumber === 'HB-1001' ? 'dallas-dealer' : null),
      }),
      catalogue: {
        catalogue: async (id) => {
          throw new Error(`catalogue ${id} read for the phones`)
        },
      },
    }
    await loadPhones({ props, context, services, setPhones: (given) => void phones.push(given) })
    expect(phones).toEqual([{ sales: '(214) 555-0114', popup: '(214) 555-0114' }])
    // A wrong token finds no order, as the page's own loader: nothing is declared.
    const wrongToken = { ...context, params: { ...context.params, token: 'guessed' } }
    await expect(loadPhones({ props, context: wrongToken, services })).rejects.toBeInstanceOf(PageNotFound)
  })

  it('an order of the site’s own shop keeps the site’s numbers and names no partner', async () => {
    const phones: unknown[] = []
    const services = withCheckout({
      order: async () => ({ checkoutOrderNumber: 'HB-1001', order: { subtotal: 99 } }),
      sourceOf: async () => null,
    })
    const data = await load({ props, context, services, setPhones: (given) => void phones.push(given) })
    expect([data.partner, phones]).toEqual([null, []])
  })
})
