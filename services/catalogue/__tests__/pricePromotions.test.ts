import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  type Catalogue,
  type PricePromotion,
  applyPricePromotions,
  nextPriceChange,
  promotedPrices,
  promotionalPrice,
  runningPromotionIds,
} from '../index.ts'

// Chicago is UTC-6 in winter: "2030-01-10" starts at 06:00 UTC, and "endsAt": "2030-01-20" runs through that day.
const PROMOTIONS: PricePromotion[] = [
  { id: 'winter', item: 'smart-lock', price: 1, schedule: { startsAt: '2030-01-10', endsAt: '2030-01-20' } },
  { id: 'open-ended', item: 'doorbell-camera', price: 1, schedule: { startsAt: '2030-01-15T09:00' } },
]

describe('when prices change', () => {
  it('names the promotions running at a moment', () => {
    expect(runningPromotionIds(PROMOTIONS, Date.parse('2030-01-05T12:00:00Z'))).toEqual([])
    expect(runningPromotionIds(PROMOTIONS, Date.parse('2030-01-12T12:00:00Z'))).toEqual(['winter'])
    expect(runningPromotionIds(PROMOTIONS, Date.parse('2030-01-16T12:00:00Z'))).toEqual(['winter', 'open-ended'])
    expect(runningPromotionIds(PROMOTIONS, Date.parse('2030-02-01T12:00:00Z'))).toEqual(['open-ended'])
  })

  it('gives the next start or end after a moment, and null when none is left', () => {
    expect(nextPriceChange(PROMOTIONS, Date.parse('2030-01-05T12:00:00Z'))).toBe(Date.parse('2030-01-10T06:00:00Z'))
    expect(nextPriceChange(PROMOTIONS, Date.parse('2030-01-12T12:00:00Z'))).toBe(Date.parse('2030-01-15T15:00:00Z'))
    expect(nextPriceChange(PROMOTIONS, Date.parse('2030-01-16T12:00:00Z'))).toBe(Date.parse('2030-01-21T06:00:00Z'))
    expect(nextPriceChange(PROMOTIONS, Date.parse('2030-02-01T12:00:00Z'))).toBeNull()
    expect(nextPriceChange([], 0)).toBeNull()
  })
})

describe('a percentage off a product category (site-config/price-promotions.json "category", "percentOff")', () => {
  const standard = JSON.parse(readFileSync('site-config/catalog/catalogs/ecat-standard.json', 'utf8')) as Catalogue
  const sale: PricePromotion = {
    id: 'memorial-day-cameras',
    category: 'security-cameras',
    percentOff: 25,
    schedule: { startsAt: '2027-05-24', endsAt: '2027-05-31' },
    catalogues: ['ecat-standard'],
  }
  const price = (catalogue: Catalogue, slug: string) => catalogue.addOnItems.find((item) => item.slug === slug)!
  // Thursday 27 May 2027, noon CT: inside the sale; Tuesday 1 June: the day after Memorial Day.
  const during = Date.parse('2027-05-27T17:00:00Z')

  it('takes the percentage off every device of the category, to the cent, and strikes the regular price through', () => {
    const promoted = applyPricePromotions(standard, [sale], during)
    for (const slug of ['outdoor-camera', 'doorbell-camera', 'indoor-camera']) {
      const regular = price(standard, slug).listPrice
      expect(price(promoted, slug), slug).toMatchObject({
        listPrice: Math.round(regular * 75) / 100,
        regularPrice: regular,
      })
    }
    expect(price(promoted, 'outdoor-camera').listPrice).toBe(149.99)
    expect(price(promoted, 'indoor-camera').listPrice).toBe(74.99)
    // Nothing outside the category changes.
    expect(price(promoted, 'smart-lock')).toEqual(price(standard, 'smart-lock'))
    expect(promoted.packages).toEqual(standard.packages)
  })

  it('changes nothing before it starts, after Memorial Day, or in another catalogue', () => {
    expect(applyPricePromotions(standard, [sale], Date.parse('2026-11-25T17:00:00Z'))).toBe(standard)
    expect(applyPricePromotions(standard, [sale], Date.parse('2027-05-24T04:59:00Z'))).toBe(standard)
    expect(applyPricePromotions(standard, [sale], Date.parse('2027-06-01T05:00:00Z'))).toBe(standard)
    expect(applyPricePromotions({ ...standard, catalogId: 'ecat-dealer' }, [sale], during).addOnItems).toEqual(
      standard.addOnItems,
    )
  })

  it('gives the lower price when a device’s own promotion and its category’s both run', () => {
    const own: PricePromotion = { id: 'own', item: 'doorbell-camera', price: 139.99, schedule: {} }
    expect(price(applyPricePromotions(standard, [sale, own], during), 'doorbell-camera').listPrice).toBe(139.99)
    const dearer: PricePromotion = { ...own, price: 179.99 }
    expect(price(applyPricePromotions(standard, [sale, dearer], during), 'doorbell-camera').listPrice).toBe(149.99)
  })

  it('lists the prices it sets in a catalogue, running or not (what config:check accepts as declared)', () => {
    expect(promotedPrices(sale, standard)).toEqual([
      { key: 'indoor-camera', regular: 99.99, price: 74.99 },
      { key: 'outdoor-camera', regular: 199.99, price: 149.99 },
      { key: 'doorbell-camera', regular: 199.99, price: 149.99 },
    ])
    expect(promotedPrices(sale, { ...standard, catalogId: 'ecat-dealer' })).toEqual([])
    expect(promotionalPrice({ price: 179.99 }, 199.99)).toBe(179.99)
  })
})
