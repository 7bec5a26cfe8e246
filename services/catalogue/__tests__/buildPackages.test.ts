import { describe, expect, it } from 'vitest'
import { buildPackage, buildPackages, DEFAULT_PACKAGE_TEXTS } from '../index.ts'
import { detail, entry, line, record } from './fixtures.ts'

describe('package texts and prices (spec §3.4, §9.4)', () => {
  it('title is the itemName, else the catalogue name', () => {
    expect(buildPackage(record('Starter', 99)).title).toBe('Starter')
    const noName = record('Catalogue Name', 99, { catalogueItemsDetail: detail({ itemName: null, itemId: 'X' }) })
    expect(buildPackage(noName).title).toBe('Catalogue Name')
  })

  it('description and productSubheading are the productDescription, else the base description', () => {
    const pkg = buildPackage(
      record('A', 1, { catalogueItemsDetail: detail({ productDescription: 'Product text', baseDescription: 'Base' }) }),
    )
    expect([pkg.description, pkg.productSubheading, pkg.basedescription]).toEqual([
      'Product text',
      'Product text',
      'Base',
    ])
    const fallback = buildPackage(
      record('A', 1, { catalogueItemsDetail: detail({ productDescription: null, baseDescription: 'Base' }) }),
    )
    expect(fallback.description).toBe('Base')
  })

  it('imageUrl is the first image by order, else itemImageURl, else null', () => {
    const images = {
      records: [
        { url: '/b.webp', order: 2 },
        { url: '/a.webp', order: 1 },
      ],
    }
    expect(buildPackage(record('A', 1, { catalogueItemImages: images })).imageUrl).toBe('/a.webp')
    expect(
      buildPackage(record('A', 1, { catalogueItemsDetail: detail({ itemImageURl: '/fallback.webp' }) })).imageUrl,
    ).toBe('/fallback.webp')
    expect(buildPackage(record('A', 1)).imageUrl).toBeNull()
  })

  it.each([
    [1199.52, '$24.99/mo.'],
    [480, '$10.00/mo.'],
    [100, '$2.08/mo.'],
    [null, '$0.00/mo.'],
    [0, '$0.00/mo.'],
  ])('financing of negotiated price %s is %s', (negotiated, text) => {
    const pkg = buildPackage(
      record('A', 999, { lineItems: [line('Package', 999, { negotiatedListPrice: negotiated })] }),
    )
    expect(pkg.financing).toBe(text)
    expect(pkg.negotiatedpricing).toBe(negotiated ?? 0)
  })

  it('financing terms, price string, price number, best seller and selected item id', () => {
    const pkg = buildPackage(record('Plus', 599.99))
    expect(pkg.financingTerms).toBe('at 0% APR for 9 months.')
    expect(pkg.price).toBe('$599.99')
    expect(pkg.priceDecimal).toBe(599.99)
    expect(pkg.isBestSeller).toBe(false)
    expect(pkg.selectedPackageItemId).toBe('PLUS')
    expect(pkg.id).toBe('PLUS')
  })

  it.each([
    [
      'monitoring and a non-zero activation fee',
      [line('Monitoring', 44.99), line('Activation Fee', 99)],
      '$44.99/mo.',
      '$99 one-time',
    ],
    [
      'monitoring and a zero activation fee',
      [line('Monitoring', 44.99), line('Activation Fee', 0)],
      '$44.99/mo.',
      'Free',
    ],
    ['monitoring without activation line', [line('Monitoring', 44.99)], '$44.99/mo.', 'Free'],
    ['activation fee without monitoring', [line('Activation Fee', 49)], 'Free', '$49 one-time'],
    [
      'an activation fee over a thousand dollars',
      [line('Monitoring', 44.99), line('Activation Fee', 1299.5)],
      '$44.99/mo.',
      '$1,299.50 one-time',
    ],
  ])('contract and pro install with %s', (_case, extra, contract, proInstall) => {
    const pkg = buildPackage(record('A', 10, { lineItems: [line('Package', 10), ...extra] }))
    expect(pkg.contract).toBe(contract)
    expect(pkg.proInstall).toBe(proInstall)
  })

  it('carries the package line fields', () => {
    const pkg = buildPackage(
      record('A', 10, {
        lineItems: [
          line('Package', 10, {
            discountAmountText: 'Save $100',
            promotionMonths: 3,
            qualifyingForFinancing: true,
            linedescription: 'Line text',
            packageFeatures: 'One;Two',
            productFeatureDescription: 'Feature text',
          }),
        ],
      }),
    )
    expect(pkg).toMatchObject({
      discountAmountText: 'Save $100',
      promotionMonths: 3,
      qualifyingForFinancing: true,
      linedescription: 'Line text',
      packageFeatures: 'One;Two',
      productFeatureDescription: 'Feature text',
    })
  })

  it('custom texts replace the defaults', () => {
    const pkg = buildPackage(record('A', 1), { ...DEFAULT_PACKAGE_TEXTS, financingTerms: 'terms', free: 'Included' })
    expect([pkg.financingTerms, pkg.contract, pkg.proInstall]).toEqual(['terms', 'Included', 'Included'])
    expect(DEFAULT_PACKAGE_TEXTS.free).toBe('Free')
  })
})

describe('package items and features', () => {
  const items = [
    entry('Door Sensor', '4', 3),
    entry('Activation Fee', '1', 0),
    entry('RMR', '1', 0),
    entry('Camera', '2', null),
    entry('Panel', '1', 1),
    entry('Smart Lock', '1', 2, {
      catalogueItemsDetail: {
        itemName: 'Smart Deadbolt',
        itemImageURl: '/lock.webp',
        productDescription: 'Lock',
        productSpecification: 'Keypad; Auto-lock',
        itemOrder: 2,
      },
    }),
  ]
  const pkg = buildPackage(record('A', 10, { itemsInPackage: items }))

  it('leaves out Activation Fee and RMR and sorts by itemOrder with nulls last', () => {
    expect(pkg.items.map((item) => item.typeName)).toEqual(['Panel', 'Smart Lock', 'Door Sensor', 'Camera'])
    expect(pkg.items.map((item) => item.item_order)).toEqual([1, 2, 3, null])
  })

  it('titles items "Type xN" when more than one', () => {
    expect(pkg.items.map((item) => item.title)).toEqual(['Panel', 'Smart Lock', 'Door Sensor x4', 'Camera x2'])
    expect(pkg.items.map((item) => item.quantity)).toEqual([1, 1, 4, 2])
  })

  it('displayed items carry image, description, images and the specification list', () => {
    expect(pkg.items[1]).toMatchObject({
      imageUrl: '/lock.webp',
      description: 'Lock',
      list: ['Keypad', 'Auto-lock'],
      images: [],
    })
  })

  it('features read "xN name", featuresDisplayProduct "name xN"', () => {
    expect(pkg.features).toEqual(['Panel', 'Smart Deadbolt', 'x4 Door Sensor', 'x2 Camera'])
    expect(pkg.featuresDisplayProduct).toEqual(['Panel', 'Smart Deadbolt', 'Door Sensor x4', 'Camera x2'])
    expect(pkg.packageFeatures).toBe('Panel;Smart Deadbolt;x4 Door Sensor;x2 Camera')
  })
})

describe('building all packages', () => {
  const built = buildPackages([
    record('Premium', 899, { itemsInPackage: [entry('Panel', '1', 1), entry('Camera', '3', 2)] }),
    record('Starter Package', 299, { itemsInPackage: [entry('Panel', '1', 1), entry('Door Sensor', '3', 2)] }),
    record('Plus', 599, {
      itemsInPackage: [entry('Panel', '1', 1), entry('Door Sensor', '5', 2), entry('Camera', '1', 3)],
    }),
  ])

  it('sorts packages by list price, ascending', () => {
    expect(built.packages.map((p) => p.title)).toEqual(['Starter Package', 'Plus', 'Premium'])
  })

  it('gives each package its features and the unique feature titles across packages', () => {
    expect(built.features['PLUS']).toEqual(['Panel', 'x5 Door Sensor', 'Camera'])
    expect(built.uniquePackageFeatures).toEqual([{ title: 'Panel' }, { title: 'Door Sensor' }, { title: 'Camera' }])
  })

  it('adds the partner gift card to the named package only', () => {
    const giftCard = {
      packageName: 'Starter Package',
      amount: 400,
      title: '$400 Gift Card',
      description: 'Earned for installing and activating your system.',
    }
    const solar = buildPackages([record('Starter Package', 299), record('Plus', 599)], { giftCard })
    const [starter, plus] = solar.packages
    expect(starter!.bonusItems).toEqual([
      { title: '$400 Gift Card', description: 'Earned for installing and activating your system.', amount: 400 },
    ])
    expect(starter!.features).toContain('$400 Gift Card')
    expect(plus!.bonusItems).toEqual([])
    expect(built.packages[0]!.bonusItems).toEqual([])
  })
})

describe('prices read as customers expect (issue 17)', () => {
  it('carry thousands separators and keep the catalogue’s precision', async () => {
    const { dollars, monthlyFinancing } = await import('../money.ts')
    expect(dollars(1399.99)).toBe('$1,399.99')
    expect(dollars(749.99)).toBe('$749.99')
    expect(dollars(99)).toBe('$99')
    expect(dollars(1299.5)).toBe('$1,299.50')
    expect(monthlyFinancing(67199.52)).toBe('$1,399.99/mo.')
  })
})

describe('a saving is shown with what it is saved from (rater, second walkthrough item 9)', () => {
  it('strikes listPrice + the catalogue’s "Save $X" through beside the price; no saving, no struck price', () => {
    const saving = record('Starter Package', 332.49, {
      lineItems: [line('Package', 332.49, { negotiatedListPrice: 332.49, discountAmountText: 'Save $17.50' })],
    })
    expect(buildPackage(saving, DEFAULT_PACKAGE_TEXTS).regularPrice).toBe('$349.99')
    expect(buildPackage(saving, DEFAULT_PACKAGE_TEXTS).price).toBe('$332.49')
    expect(buildPackage(record('Starter Package', 349.99), DEFAULT_PACKAGE_TEXTS).regularPrice).toBeNull()
    const noAmount = record('Starter Package', 349.99, {
      lineItems: [line('Package', 349.99, { discountAmountText: 'Save today' })],
    })
    expect(buildPackage(noAmount, DEFAULT_PACKAGE_TEXTS).regularPrice).toBeNull()
  })
})
