import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  type Catalogue,
  catalogueSpecs,
  cataloguePrices,
  fillCataloguePrices,
  fillCatalogueSpecs,
  unbackedSpecs,
} from '../index.ts'

const standard = JSON.parse(
  readFileSync(new URL('../../../site-config/catalog/catalogs/ecat-standard.json', import.meta.url), 'utf8'),
) as Catalogue

describe("a device's facts come from the catalogue", () => {
  it("reads a device's specification lines by its slug", () => {
    const specs = catalogueSpecs(standard)
    expect(specs.get('outdoor-camera')).toEqual(['1080p HD', 'Weatherproof IP66', 'Motion-activated clips'])
    expect(specs.get('doorbell-camera')).toEqual(['HD video', 'Two-way talk', 'Package detection'])
  })

  it('fills a card\'s "specs" with those lines, and leaves its price to the price filler', () => {
    const card = {
      name: 'Outdoor Camera',
      specs: { catalogue: 'outdoor-camera' },
      price: { catalogue: 'outdoor-camera.equipment' },
      features: ['Person & vehicle detection'],
    }
    const unknown: string[] = []
    const filled = fillCataloguePrices(
      fillCatalogueSpecs({ items: [card] }, catalogueSpecs(standard), (name) => unknown.push(name)),
      cataloguePrices(standard),
      (name) => unknown.push(name),
    )
    expect(filled.items[0]!.specs).toEqual({
      catalogue: 'outdoor-camera',
      lines: ['1080p HD', 'Weatherproof IP66', 'Motion-activated clips'],
    })
    expect(filled.items[0]!.price).toMatchObject({ amount: 199.99, period: 'once' })
    expect(unknown).toEqual([])
  })

  it('reports a device the catalogue does not sell and leaves it as written', () => {
    const unknown: Array<[string, Array<string | number>]> = []
    const value = { items: [{ specs: { catalogue: 'robot-dog' } }] }
    expect(fillCatalogueSpecs(value, catalogueSpecs(standard), (name, path) => unknown.push([name, path]))).toEqual(
      value,
    )
    expect(unknown).toEqual([['robot-dog', ['items', 0, 'specs', 'catalogue']]])
  })
})

describe('the specs a text states that the catalogue does not', () => {
  const outdoor = catalogueSpecs(standard).get('outdoor-camera')!

  it('finds resolutions, ingress ratings and ranges in feet', () => {
    expect(unbackedSpecs('2K HDR weatherproof camera', outdoor)).toEqual(['2K'])
    expect(unbackedSpecs('Head-to-toe 1536p view, 4K zoom', outdoor)).toEqual(['1536p', '4K'])
    expect(unbackedSpecs('IP65 splash-proof', outdoor)).toEqual(['IP65'])
    expect(unbackedSpecs('Night vision to 25 ft', outdoor)).toEqual(['25 ft'])
  })

  it('finds weights, loudness, screen sizes and temperatures (a sensor card said pets "to 55 lb", its catalogue item 40 lb)', () => {
    const motion = catalogueSpecs(standard).get('motion-sensor')!
    expect(unbackedSpecs('Ignores pets under 55 lb', motion)).toEqual(['55 lb'])
    expect(unbackedSpecs('Pet-immune to 55 lbs or 60 pounds', motion)).toEqual(['55 lbs', '60 pounds'])
    expect(unbackedSpecs('Ignores pets up to 40 pounds', motion)).toEqual([])
    expect(unbackedSpecs('Built-in 85 dB siren', ['Built-in siren'])).toEqual(['85 dB'])
    expect(unbackedSpecs('A 10-inch screen', ['7-inch touchscreen'])).toEqual(['10-inch'])
    expect(unbackedSpecs('A 7 in. touchscreen', ['7-inch touchscreen'])).toEqual([])
    expect(unbackedSpecs('Tested from -4°F to 122°F', outdoor)).toEqual(['-4°F', '122°F'])
    expect(unbackedSpecs('Works down to -4 °F', ['Operates from -4°F'])).toEqual([])
    expect(unbackedSpecs('Sets the thermostat to 68°', outdoor)).toEqual([])
  })

  it('passes what the catalogue states, however it is spaced, and sentences with no spec', () => {
    expect(unbackedSpecs('Sharp 1080p video, rated IP66', outdoor)).toEqual([])
    expect(unbackedSpecs('A 40-foot range', ['40 ft range'])).toEqual([])
    expect(unbackedSpecs("Quick replies when you're busy", outdoor)).toEqual([])
    expect(unbackedSpecs('Up to 30 user codes, 24/7 monitoring', outdoor)).toEqual([])
  })
})
