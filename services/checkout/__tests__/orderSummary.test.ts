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
})
