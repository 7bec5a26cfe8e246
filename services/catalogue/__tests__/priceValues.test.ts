import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  FINANCING_MINIMUM,
  applyPricePromotions,
  buildPackage,
  cataloguePrices,
  fillCataloguePrices,
  financingPlan,
  isPricePromotionRunning,
  type Catalogue,
} from '../index.ts'
import { line, record } from './fixtures.ts'

const addOn = (slug: string, listPrice: number, extra: Partial<Catalogue['addOnItems'][number]> = {}) => ({
  slug,
  typeName: slug,
  catalogueItemsDetail: {
    itemName: slug,
    productDescription: null,
    itemImageURl: null,
    itemId: slug,
    baseDescription: null,
    itemBillCode: null,
  },
  catalogueItemImages: { records: [] },
  listPrice,
  netsuiteId: '1',
  sku: slug,
  categories: [],
  ...extra,
})

const catalogue: Catalogue = {
  catalogId: 'ecat-test',
  name: 'Test',
  leadSource: 'ecommerce',
  checkoutFlow: 'standard',
  packages: [
    record('Starter Package', 349.99, {
      lineItems: [
        line('Package', 349.99, { negotiatedListPrice: 349.99, qualifyingForFinancing: true }),
        line('Monitoring', 39.99),
        line('Activation Fee', 99),
      ],
    }),
    record('Smart Home Package', 749.99, {
      lineItems: [
        line('Package', 749.99, { negotiatedListPrice: 719.99, qualifyingForFinancing: true }),
        line('Monitoring', 44.99),
        line('Activation Fee', 0),
      ],
    }),
  ],
  addOnItems: [
    addOn('smart-lock', 229.99),
    addOn('doorbell-camera', 199.99),
    addOn('harbor-plus', 7.99, { billing: 'monthly' }),
  ],
}

describe('catalogue values (issue 25)', () => {
  const prices = cataloguePrices(catalogue)

  it('names each package by its name as a slug and each device by its slug, with its fields', () => {
    expect(Object.fromEntries([...prices].map(([name, p]) => [name, [p.amount, p.period]]))).toEqual({
      'starter-package.equipment': [349.99, 'once'],
      'starter-package.monitoring': [39.99, 'month'],
      'starter-package.installation': [99, 'once'],
      // No monthly figure for the Starter: $349.99 is under the $599 financing minimum.
      'smart-home-package.equipment': [749.99, 'once'],
      'smart-home-package.monitoring': [44.99, 'month'],
      'smart-home-package.installation': [0, 'once'],
      'smart-home-package.monthly': [15, 'month'],
      'lowest.equipment': [349.99, 'once'],
      'lowest.monitoring': [39.99, 'month'],
      'lowest.installation': [0, 'once'],
      'lowest.monthly': [15, 'month'],
      'smart-lock.equipment': [229.99, 'once'],
      'doorbell-camera.equipment': [199.99, 'once'],
      'harbor-plus.monitoring': [7.99, 'month'],
    })
  })

  it('fills texts and price objects, keeps unknown names as written and reports them', () => {
    const unknown: string[] = []
    const filled = fillCataloguePrices(
      {
        text: 'From {{price.lowest.monitoring}}/mo.; financing {{price.smart-home-package.monthly}}/mo.; {{price.nope.equipment}}',
        price: { catalogue: 'smart-lock.equipment', lead: 'Just' },
        brand: '{{brand.name}} keeps its own tokens',
      },
      prices,
      (name) => unknown.push(name),
    )
    expect(filled).toEqual({
      text: 'From $39.99/mo.; financing $15.00/mo.; {{price.nope.equipment}}',
      price: { lead: 'Just', amount: 229.99, period: 'once' },
      brand: '{{brand.name}} keeps its own tokens',
    })
    expect(unknown).toEqual(['nope.equipment'])
  })

  it("fills the words of a price object too: a note naming a value (the /dallas hero's saving)", () => {
    expect(
      fillCataloguePrices({ catalogue: 'lowest.equipment', note: '(from {{price.lowest.monitoring}}/mo.)' }, prices),
    ).toEqual({ note: '(from $39.99/mo.)', amount: 349.99, period: 'once' })
  })

  it("names a package's saving on its regular price, and lowest's is the cheapest package's (sixth walkthrough, D20)", () => {
    // A partner's catalogue states its own saving on each package ("Save $17.50"), as the dealer's does.
    const partner: Catalogue = {
      ...catalogue,
      packages: [
        record('Starter Package', 332.49, {
          lineItems: [line('Package', 332.49, { discountAmountText: 'Save $17.50' }), line('Monitoring', 39.99)],
        }),
        record('Smart Home Package', 712.49, {
          lineItems: [line('Package', 712.49, { discountAmountText: 'Save $37.50' }), line('Monitoring', 44.99)],
        }),
      ],
    }
    const partnerPrices = cataloguePrices(partner)
    expect(partnerPrices.get('starter-package.savings')).toEqual({ amount: 17.5, period: 'once' })
    expect(partnerPrices.get('smart-home-package.savings')).toEqual({ amount: 37.5, period: 'once' })
    // Not the lowest saving of all, but the one of the package "from" quotes.
    expect(partnerPrices.get('lowest.savings')).toEqual({ amount: 17.5, period: 'once' })
    expect(
      fillCataloguePrices('Packages from {{price.lowest.equipment}} (save {{price.lowest.savings}})', partnerPrices),
    ).toBe('Packages from $332.49 (save $17.50)')
    // A catalogue at its regular prices saves nothing, so it offers no saving to quote.
    expect([...prices.keys()].filter((name) => name.endsWith('.savings'))).toEqual([])
    // A running promotion on a package: its saving is the regular price less the promotional one.
    const promoted = cataloguePrices(
      applyPricePromotions(
        catalogue,
        [{ id: 'p', item: 'smart-home-package', price: 699.99, schedule: { endsAt: '2099-01-01' } }],
        Date.parse('2026-11-24T16:00:00Z'),
      ),
    )
    expect(promoted.get('smart-home-package.savings')).toEqual({ amount: 50, period: 'once' })
    expect(promoted.has('lowest.savings')).toBe(false)
  })

  it('applies a running promotion: the lower price everywhere, the regular one struck through in price objects', () => {
    const promotion = {
      id: 'p',
      item: 'doorbell-camera',
      price: 179.99,
      schedule: { startsAt: '2026-11-01', endsAt: '2027-01-03' },
    }
    const during = Date.parse('2026-11-24T16:00:00Z')
    const promoted = cataloguePrices(applyPricePromotions(catalogue, [promotion], during))
    expect(promoted.get('doorbell-camera.equipment')).toEqual({ amount: 179.99, period: 'once', regular: 199.99 })
    expect(fillCataloguePrices({ catalogue: 'doorbell-camera.equipment' }, promoted)).toEqual({
      amount: 179.99,
      period: 'once',
      previousAmount: 199.99,
    })
    // The end date is the whole day in Chicago: running at 11:59 pm CT on January 3, over at midnight.
    expect(isPricePromotionRunning(promotion, Date.parse('2027-01-04T05:59:00Z'))).toBe(true)
    expect(isPricePromotionRunning(promotion, Date.parse('2027-01-04T06:00:00Z'))).toBe(false)
    expect(applyPricePromotions(catalogue, [promotion], Date.parse('2027-02-01T00:00:00Z'))).toBe(catalogue)
    // A promotion never raises a price, and one for another catalogue changes nothing.
    expect(applyPricePromotions(catalogue, [{ ...promotion, price: 249.99 }], during)).toEqual(catalogue)
    expect(applyPricePromotions(catalogue, [{ ...promotion, catalogues: ['ecat-other'] }], during)).toBe(catalogue)
  })

  it('promotes a package by its key, never leaving its negotiated price above the promotional one', () => {
    const promoted = applyPricePromotions(
      catalogue,
      [{ id: 'p', item: 'smart-home-package', price: 699.99, schedule: { endsAt: '2099-01-01' } }],
      Date.parse('2026-11-24T16:00:00Z'),
    )
    const pkg = buildPackage(promoted.packages[1]!)
    expect([pkg.price, pkg.regularPrice, pkg.negotiatedpricing]).toEqual(['$699.99', '$749.99', 699.99])
  })
})

describe('the financing line (spec §9.4 and the site terms)', () => {
  it('is the negotiated price over 48 payments, from the $599 minimum', () => {
    expect(financingPlan({ negotiatedListPrice: 719.99, qualifyingForFinancing: true })).toEqual({
      financed: 719.99,
      monthly: 15,
      payments: 48,
    })
    expect(financingPlan({ negotiatedListPrice: 599 })).toEqual({ financed: 599, monthly: 12.48, payments: 48 })
    expect(financingPlan({ negotiatedListPrice: 598.99 })).toBeNull()
    expect(financingPlan({ negotiatedListPrice: 1343.99, qualifyingForFinancing: false })).toBeNull()
    expect(financingPlan({ negotiatedListPrice: null })).toBeNull()
  })

  it('uses the minimum the site terms state', () => {
    const footer = readFileSync('site-config/navigation.json', 'utf8')
    const terms = readFileSync('site-config/content/termsSections.json', 'utf8')
    for (const text of [footer, terms]) expect(text).toContain(`purchases of $${FINANCING_MINIMUM} or more`)
  })
})
