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
      ['Name indoor-camera', 2, 149.99],
    ])
    expect(summary.lines[0]!.included.map((l) => [l.name, l.quantity])).toEqual([
      ['Name touch-panel', 1],
      ['Name door-sensor', 4],
      ['Name indoor-camera', 1],
    ])
  })

  it('reads the DIY bundle as its items priced by the subtotal', () => {
    const { payload } = buildCheckoutPayload({ cart: addSystem(EMPTY_CART, system), settings, flow: 'diy' })
    const summary = orderSummary(payload as unknown as Record<string, unknown>)
    expect(summary.lines).toHaveLength(1)
    expect(summary.lines[0]!.included).toHaveLength(3)
    expect(summary.shipping).toBe('UPS Ground 2Day')
  })

  it('gives each line its total, the package’s one-time services, the monitoring per month and the shipping', () => {
    const installation = {
      slug: 'installation',
      name: 'Professional Installation',
      netsuiteId: '7200',
      sku: '',
      image: '',
      fields: { price: 99 },
    }
    const withInstallation = { ...system, services: [...system.services, installation] }
    const cart = addAddon(addSystem(EMPTY_CART, withInstallation), product('indoor-camera', 149.99), 3)
    const { payload } = buildCheckoutPayload({ cart, settings, flow: 'standard' })
    const summary = orderSummary(payload as unknown as Record<string, unknown>)
    expect(summary.lines.map((l) => l.lineTotal)).toEqual([599.99, 449.97])
    expect(summary.lines[0]!.included.every((l) => l.lineTotal === null)).toBe(true)
    // The first service is the monitoring (spec 3.8): monthly, so not a line of the order.
    expect(summary.monitoring).toEqual({ name: 'Pro Monitoring', monthlyPrice: 44.99 })
    expect(summary.services.map((l) => [l.name, l.lineTotal])).toEqual([
      ['Video Storage', 0],
      ['Professional Installation', 99],
    ])
    expect([summary.shipping, summary.shippingPrice]).toEqual(['FedEx 2Day', 0])
  })

  it('reads the DIY bundle’s monitoring from its service add-on', () => {
    const { payload } = buildCheckoutPayload({ cart: addSystem(EMPTY_CART, system), settings, flow: 'diy' })
    const summary = orderSummary(payload as unknown as Record<string, unknown>)
    expect(summary.monitoring).toEqual({ name: 'Mobile Security + Video', monthlyPrice: 49.99 })
    expect(summary.services).toEqual([])
  })
})
