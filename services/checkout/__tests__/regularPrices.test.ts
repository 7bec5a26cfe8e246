import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EMPTY_CART, addAddon, addSystem } from '../../cart/index.ts'
import {
  type Catalogue,
  type PricePromotion,
  applyPricePromotions,
  cartProductFromAddOn,
  cartSystemFromPackage,
  findPackageRecord,
} from '../../catalogue/index.ts'
import { buildCheckoutPayload, orderSummary, regularPriceLookup } from '../index.ts'
import { settings } from './fixtures.ts'

const standard = JSON.parse(readFileSync('site-config/catalog/catalogs/ecat-standard.json', 'utf8')) as Catalogue
const dealer = JSON.parse(readFileSync('site-config/catalog/catalogs/ecat-dealer.json', 'utf8')) as Catalogue
/** The declared holiday doorbell price (site-config/price-promotions.json), and one for a package. */
const DOORBELL: PricePromotion = { id: 'doorbell', item: 'doorbell-camera', price: 179.99 }
const STARTER: PricePromotion = { id: 'starter', item: 'starter-package', price: 299.99 }
const NOW = Date.parse('2026-12-02T16:00:00Z')

/** The order the checkout server builds from `catalogue` for the Starter Package and two doorbells, and its summary. */
function orderFrom(catalogue: Catalogue, lookupIn: Catalogue[]) {
  const doorbell = catalogue.addOnItems.find((item) => item.slug === 'doorbell-camera')!
  const starter = findPackageRecord(catalogue, catalogue.packages[0]!.catalogueItemsDetail.itemId)!
  const cart = addAddon(
    addSystem(EMPTY_CART, cartSystemFromPackage(starter, catalogue)),
    cartProductFromAddOn(doorbell),
    2,
  )
  const { payload } = buildCheckoutPayload({ cart, settings, flow: 'standard' })
  return { payload, summary: orderSummary(payload as unknown as Record<string, unknown>, regularPriceLookup(lookupIn)) }
}

describe('the regular price of an order’s promoted line (the order page’s strike)', () => {
  it('is the catalogue’s while its promotion runs; the order and its subtotal keep the promoted price', () => {
    const promoted = applyPricePromotions(standard, [DOORBELL], NOW)
    const { payload, summary } = orderFrom(promoted, [promoted])
    const doorbell = summary.lines.find((line) => line.name === 'Video Doorbell')!
    expect([doorbell.quantity, doorbell.unitPrice, doorbell.regularUnitPrice, doorbell.lineTotal]).toEqual([
      2, 179.99, 199.99, 359.98,
    ])
    // What the buyer saves, beside a subtotal that is the order's own and already has it off.
    expect(summary.saving).toBe(40)
    expect(summary.subtotal).toBe(payload.subtotal)
    expect(summary.subtotal).toBe(Math.round((349.99 + 99 + 2 * 179.99) * 100) / 100)
    // The package is not promoted: no strike on it; the spec's payload is unchanged (package discountPerUnit null).
    expect(summary.lines[0]!.regularUnitPrice).toBeUndefined()
    expect((payload as { package: { discountPerUnit: unknown } }).package.discountPerUnit).toBeNull()
  })

  it('strikes the doorbell bought alone, whose order names it by an integer netsuiteId (spec §7.4 b)', () => {
    const promoted = applyPricePromotions(standard, [DOORBELL], NOW)
    const doorbell = promoted.addOnItems.find((item) => item.slug === 'doorbell-camera')!
    const { variant, payload } = buildCheckoutPayload({
      cart: addAddon(EMPTY_CART, cartProductFromAddOn(doorbell)),
      settings,
      flow: 'standard',
    })
    expect(variant).toBe('singleProduct')
    const summary = orderSummary(payload as unknown as Record<string, unknown>, regularPriceLookup([promoted]))
    expect(summary.lines.map((line) => [line.unitPrice, line.regularUnitPrice])).toEqual([[179.99, 199.99]])
    expect([summary.saving, summary.subtotal]).toEqual([20, 179.99])
  })

  it('strikes a promoted package as well', () => {
    const promoted = applyPricePromotions(standard, [STARTER], NOW)
    const { summary } = orderFrom(promoted, [promoted])
    expect([summary.lines[0]!.unitPrice, summary.lines[0]!.regularUnitPrice]).toEqual([299.99, 349.99])
    expect(summary.saving).toBe(50)
  })

  it('strikes nothing when no promotion runs, or the line’s price is not the promoted one', () => {
    const { summary } = orderFrom(standard, [standard])
    expect(summary.lines.some((line) => line.regularUnitPrice !== undefined)).toBe(false)
    expect(summary.saving).toBe(0)
    // Ordered at the regular price, read while the promotion runs: the order's price was not lowered.
    const later = applyPricePromotions(standard, [DOORBELL], NOW)
    expect(orderFrom(standard, [later]).summary.saving).toBe(0)
    const lookup = regularPriceLookup([later])
    expect(lookup({ netsuiteId: '4402', price: 179.99 })).toBe(199.99)
    expect(lookup({ netsuiteId: '4402', price: 199.99 })).toBeNull()
    expect(lookup({ netsuiteId: '4303', price: 69.99 })).toBeNull()
  })

  it('strikes nothing when another catalogue sells the item at that price as its regular one', () => {
    const promoted = applyPricePromotions(standard, [DOORBELL], NOW)
    const partner: Catalogue = {
      ...standard,
      catalogId: 'ecat-partner',
      addOnItems: standard.addOnItems.map((item) =>
        item.slug === 'doorbell-camera' ? { ...item, listPrice: 179.99 } : item,
      ),
    }
    expect(regularPriceLookup([promoted])({ netsuiteId: '4402', price: 179.99 })).toBe(199.99)
    // The order may be the partner's, at its regular price: no saving is claimed.
    expect(regularPriceLookup([promoted, partner])({ netsuiteId: '4402', price: 179.99 })).toBeNull()
  })

  it('strikes a partner’s package price by its catalogue’s own saving, and counts it with the promotions’ (E3)', () => {
    // /shop/dallas-dealer's Starter Package: $332.49, "Save $17.50" in the dealer catalogue, as its card strikes it.
    const promoted = applyPricePromotions(dealer, [DOORBELL], NOW)
    const { payload, summary } = orderFrom(promoted, [standard, promoted])
    const starter = summary.lines[0]!
    expect([starter.unitPrice, starter.regularUnitPrice]).toEqual([332.49, 349.99])
    // The partner's $17.50 and the doorbell promotion's 2 × $20.00, never typed: all from the catalogues.
    expect(summary.saving).toBe(57.5)
    expect(summary.subtotal).toBe(payload.subtotal)
    // The site's own Starter at its own price is not struck.
    expect(orderFrom(standard, [standard, promoted]).summary.lines[0]!.regularUnitPrice).toBeUndefined()
  })
})
