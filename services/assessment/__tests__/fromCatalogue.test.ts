import { describe, expect, it } from 'vitest'
import { addOn, entry, line, record } from '../../catalogue/__tests__/fixtures.ts'
import { missingNeedProducts, recommendPackage, recommendationCatalogue } from '../index.ts'

const needProducts = { 'Door/Window Sensor': 'dw-sensor', 'Outdoor Camera': 'cam-out', 'Smoke/CO Detector': 'smoke' }
const catalogue = {
  packages: [
    record('Starter', 349.99, {
      lineItems: [line('Package', 349.99), line('Monitoring', 39.99), line('Activation Fee', 99)],
      itemsInPackage: [
        entry('Panel', '1', 1, { slug: 'panel' }),
        entry('Door/Window Sensor', '3', 2, { slug: 'dw-sensor' }),
        entry('Activation Fee', '1', null, { slug: null }),
        entry('RMR', '1', null, { slug: null }),
      ],
    }),
    record('Video', 699.99, {
      itemsInPackage: [
        entry('Panel', '1', 1, { slug: 'panel' }),
        entry('Door/Window Sensor', '4', 2, { slug: 'dw-sensor' }),
        entry('Outdoor Camera', '2', 3, { slug: 'cam-out' }),
      ],
    }),
  ],
  addOnItems: [
    addOn('panel', 'Panel', 249.99),
    addOn('dw-sensor', 'Door/Window Sensor', 29.99, {
      catalogueItemsDetail: {
        itemName: 'Door/Window Sensor',
        productDescription: null,
        itemImageURl: null,
        itemId: 'DW',
        baseDescription: null,
        itemBillCode: 'DW',
      },
    }),
    addOn('cam-out', 'Outdoor Camera', 199.99),
    // The catalogue calls it a smoke detector; the questions call it Smoke/CO Detector.
    addOn('smoke', 'Smoke Detector', 69.99),
  ],
}

describe('recommendationCatalogue', () => {
  it('maps each catalogue package to its id, name, prices and item quantities, without fees', () => {
    const { packages } = recommendationCatalogue(catalogue, needProducts)
    expect(packages[0]).toEqual({
      id: 'STARTER',
      title: 'Starter',
      listPrice: 349.99,
      // Its monitoring and installation lines, which the review states beside the equipment estimate.
      monitoring: 39.99,
      installation: 99,
      items: [
        { type: 'Panel', name: 'Panel panel', quantity: 1, imageUrl: '/images/shop/panel.webp' },
        {
          type: 'Door/Window Sensor',
          name: 'Door/Window Sensor',
          quantity: 3,
          imageUrl: '/images/shop/dw-sensor.webp',
        },
      ],
    })
    expect(packages.map((pkg) => pkg.id)).toEqual(['STARTER', 'VIDEO'])
    // A package the catalogue sells without those lines has none to state.
    expect([packages[1]!.monitoring, packages[1]!.installation]).toEqual([null, null])
  })

  it('offers, for each need type, the configured catalogue product under the need type', () => {
    const { devices } = recommendationCatalogue(catalogue, needProducts)
    expect(devices).toEqual([
      {
        id: 'dw-sensor',
        type: 'Door/Window Sensor',
        name: 'Door/Window Sensor',
        price: 29.99,
        imageUrl: '/images/shop/dw-sensor.webp',
      },
      {
        id: 'cam-out',
        type: 'Outdoor Camera',
        name: 'Outdoor Camera cam-out',
        price: 199.99,
        imageUrl: '/images/shop/cam-out.webp',
      },
      {
        id: 'smoke',
        type: 'Smoke/CO Detector',
        name: 'Smoke Detector smoke',
        price: 69.99,
        imageUrl: '/images/shop/smoke.webp',
      },
    ])
  })

  it("gives each package entry the add-on's picture, else the entry's own, else null (the review page's pictures)", () => {
    const withOwnPictures = {
      packages: [
        record('Basic', 99, {
          itemsInPackage: [
            entry('Yard Sign', '1', 1, {
              slug: null,
              catalogueItemImages: {
                records: [
                  { url: '/images/shop/sign-b.webp', order: 2 },
                  { url: '/images/shop/sign-a.webp', order: 1 },
                ],
              },
            }),
            entry('Hub', '1', 2, { slug: 'not-sold-alone' }),
          ],
        }),
      ],
      addOnItems: [],
    }
    const [basic] = recommendationCatalogue(withOwnPictures, {}).packages
    expect(basic!.items.map((item) => item.imageUrl)).toEqual(['/images/shop/sign-a.webp', null])
  })

  it('drives the scoring: needs resolve to catalogue package and product ids the shop accepts', () => {
    const input = recommendationCatalogue(catalogue, needProducts)
    const result = recommendPackage({
      ...input,
      selected: [
        { id: 'doors', needs: [{ type: 'Door/Window Sensor', quantity: 4 }] },
        { id: 'safety', needs: [{ type: 'Smoke/CO Detector', quantity: 2 }] },
      ],
    })!
    expect(result.package.id).toBe('STARTER')
    expect(result.addDevices.map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: 'dw-sensor', quantity: 1 },
      { id: 'smoke', quantity: 2 },
    ])
    expect(result.estimatedTotal).toBe(349.99 + 29.99 + 2 * 69.99)
    // Two cameras: the Video package covers them for less than the Starter plus two cameras.
    expect(
      recommendPackage({ ...input, selected: [{ id: 'cams', needs: [{ type: 'Outdoor Camera', quantity: 2 }] }] })!
        .package.id,
    ).toBe('VIDEO')
  })

  it('leaves out a mapped product the catalogue does not sell, and reports it', () => {
    const renamed = { ...needProducts, 'Outdoor Camera': 'outdoor-cam-v2' }
    expect(recommendationCatalogue(catalogue, renamed).devices.map((device) => device.id)).toEqual([
      'dw-sensor',
      'smoke',
    ])
    expect(missingNeedProducts(catalogue, renamed)).toEqual([{ need: 'Outdoor Camera', slug: 'outdoor-cam-v2' }])
    expect(missingNeedProducts(catalogue, needProducts)).toEqual([])
  })
})
