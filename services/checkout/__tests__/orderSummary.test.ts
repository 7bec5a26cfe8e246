import { describe, expect, it } from 'vitest'
import { EMPTY_CART, addAddon, addSystem } from '../../cart/index.ts'
import { buildCheckoutPayload, orderSummary } from '../index.ts'
import { product, settings, system } from './fixtures.ts'

describe('order summary lines', () => {
  it('reads a bundle with add-ons: the package with its items, then each add-on', () => {
    const cart = addAddon(addSystem(EMPTY_CART, system), product('indoor-camera', 149.99), 2)
    const { payload } = buildCheckoutPayload({ cart, settings, flow: 'standard' })
    const summary = orderSummary(payload as unknown as Record<string, unknown>)
    expect(summary.subtotal).toBe(899.97)
    expect(summary.shipping).toBe('FedEx 2Day')
    expect(summary.lines.map((l) => [l.name, l.quantity, l.unitPrice])).toEqual([
      ['Plus Package', 1, 599.99],
      ['Video Storage', 1, 0],
      ['Name indoor-camera', 2, 149.99],
    ])
    expect(summary.lines[0]!.included.map((l) => [l.name, l.quantity])).toEqual([
      ['Name touch-panel', 1],
      ['Name door-sensor', 4],
      ['Name indoor-camera', 1],
    ])
    // The monitoring is billed monthly, apart from the subtotal; the free one-time "Video Storage" is a line at $0
    // (the page says it is included), marked as a service.
    expect(summary.lines[1]!.kind).toBe('service')
    expect(summary.monthly).toEqual([{ name: 'Pro Monitoring', amount: 44.99 }])
  })

  it('lists a paid one-time service (the installation) as a line of the order (issue 25)', () => {
    const withInstallation = {
      ...system,
      services: [
        ...system.services,
        {
          slug: 'installation',
          name: 'Professional Installation',
          netsuiteId: '7200',
          sku: '',
          image: '',
          fields: { price: 99 },
          billing: 'once' as const,
        },
      ],
    }
    const { payload } = buildCheckoutPayload({
      cart: addSystem(EMPTY_CART, withInstallation),
      settings,
      flow: 'standard',
    })
    const summary = orderSummary(payload as unknown as Record<string, unknown>)
    expect(summary.lines.map((l) => [l.name, l.unitPrice])).toEqual([
      ['Plus Package', 599.99],
      ['Video Storage', 0],
      ['Professional Installation', 99],
    ])
    expect(summary.subtotal).toBe(698.99)
  })

  it('reads the DIY bundle as its items priced by the subtotal', () => {
    const { payload } = buildCheckoutPayload({ cart: addSystem(EMPTY_CART, system), settings, flow: 'diy' })
    const summary = orderSummary(payload as unknown as Record<string, unknown>)
    expect(summary.lines).toHaveLength(1)
    expect(summary.lines[0]!.included).toHaveLength(3)
    expect(summary.shipping).toBe('UPS Ground 2Day')
    expect(summary.monthly).toEqual([{ name: 'Mobile Security + Video', amount: 49.99 }])
  })

  it('gives each priced line its total (quantity × unit price) and the shipping its price', () => {
    const cart = addAddon(addSystem(EMPTY_CART, system), product('indoor-camera', 149.99), 3)
    const { payload } = buildCheckoutPayload({ cart, settings, flow: 'standard' })
    const summary = orderSummary(payload as unknown as Record<string, unknown>)
    for (const line of summary.lines) expect(line.lineTotal).toBeCloseTo(line.quantity * line.unitPrice!, 2)
    expect(summary.lines.at(-1)!.lineTotal).toBe(449.97)
    expect(summary.lines[0]!.included.every((l) => l.lineTotal === null)).toBe(true)
    expect([summary.shipping, summary.shippingPrice]).toEqual(['FedEx 2Day', 0])
  })

  it('marks an order of devices with no package as add-ons only (rater D10), and no order with a package or bundle', () => {
    const payloadOf = (cart: typeof EMPTY_CART, flow: 'standard' | 'diy' = 'standard') =>
      buildCheckoutPayload({ cart, settings, flow }).payload as unknown as Record<string, unknown>
    const camera = product('indoor-camera', 99.99)
    const lock = product('smart-lock', 229.99, '4300')
    expect(orderSummary(payloadOf(addAddon(EMPTY_CART, camera, 1))).addonsOnly).toBe(true)
    expect(orderSummary(payloadOf(addAddon(addAddon(EMPTY_CART, camera, 2), lock, 1))).addonsOnly).toBe(true)
    expect(orderSummary(payloadOf(addAddon(addSystem(EMPTY_CART, system), camera, 1))).addonsOnly).toBe(false)
    expect(orderSummary(payloadOf(addSystem(EMPTY_CART, system))).addonsOnly).toBe(false)
    expect(orderSummary(payloadOf(addSystem(EMPTY_CART, system), 'diy')).addonsOnly).toBe(false)
    expect(orderSummary({}).addonsOnly).toBe(false)
  })
})
