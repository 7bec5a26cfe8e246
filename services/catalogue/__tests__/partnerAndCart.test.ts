import { describe, expect, it } from 'vitest'
import {
  cartProductFromAddOn,
  cartSystemFromPackage,
  hasPartnerShop,
  isProtectionPlan,
  partnerFromOptions,
  protectionPlanOf,
} from '../index.ts'
import { addOn, entry, line, record } from './fixtures.ts'

const options = (values: Record<string, string>) =>
  Object.entries(values).map(([optionCode, optionValue]) => ({ optionCode, optionValue }))
const corporation = {
  name: 'Meridian Relocation Organization',
  routeName: 'mro',
  emailrep: 'mro.sales@harborhomesecurity.com',
}

describe('partner data from options (spec §3.5)', () => {
  it('reads every option code and derives routeName and emailrep from the lead source', () => {
    const partner = partnerFromOptions(
      options({
        name: 'Keystone Realty',
        'lead-source': 'keystone-realty',
        'ecatalog-name': 'ecat-keystone',
        enabled: 'true',
        'web-phone-number': '(855) 555-0110',
      }),
      'harborhomesecurity.com',
      corporation,
    )
    expect(partner).toEqual({
      name: 'Keystone Realty',
      catalogId: 'ecat-keystone',
      Enabled: true,
      leadSource: 'keystone-realty',
      routeName: 'keystone-realty',
      phone: '(855) 555-0110',
      emailrep: 'keystone-realty@harborhomesecurity.com',
    })
  })

  it.each([
    ['TRUE', true],
    ['True', true],
    ['true', true],
    ['false', false],
    ['yes', false],
    ['', false],
  ])('enabled "%s" is %s', (value, enabled) => {
    expect(partnerFromOptions(options({ enabled: value }), 'x.com').Enabled).toBe(enabled)
  })

  it('gives the named corporation the route name "mro" and its fixed rep address, in any case', () => {
    const partner = partnerFromOptions(
      options({ name: 'MERIDIAN relocation organization', 'lead-source': 'meridian-relocation' }),
      'harborhomesecurity.com',
      corporation,
    )
    expect(partner.routeName).toBe('mro')
    expect(partner.emailrep).toBe('mro.sales@harborhomesecurity.com')
  })

  it.each([
    ['keystone', true],
    ['ecommerce', false],
    ['', false],
    [null, false],
  ])('lead source %s has a partner shop: %s', (leadSource, expected) => {
    expect(hasPartnerShop({ leadSource })).toBe(expected)
  })
})

describe('protection plan and cart items', () => {
  const plan = addOn('harbor-plus', 'Service Plan', 99, {
    catalogueItemsDetail: {
      itemName: 'Harbor Plus',
      productDescription: null,
      itemImageURl: null,
      itemId: 'BHP',
      baseDescription: null,
      itemBillCode: 'BHPNEW',
    },
  })
  const camera = addOn('indoor-camera', 'Camera', 149.99)
  const panel = addOn('touch-panel', 'Panel', 399)

  it('finds the BHPNEW add-on', () => {
    expect(protectionPlanOf({ addOnItems: [camera, plan] })).toBe(plan)
    expect(protectionPlanOf({ addOnItems: [camera] })).toBeUndefined()
    expect(isProtectionPlan(cartProductFromAddOn(plan))).toBe(true)
    expect(isProtectionPlan(cartProductFromAddOn(camera))).toBe(false)
  })

  it('makes a cart product from an add-on', () => {
    expect(cartProductFromAddOn(camera)).toEqual({
      slug: 'indoor-camera',
      name: 'Camera indoor-camera',
      netsuiteId: '1149.99',
      sku: 'SKU-indoor-camera',
      price: 149.99,
      image: { file: { url: '/images/shop/indoor-camera.webp' } },
      billCode: null,
      billing: 'once',
    })
  })

  it('keeps how the catalogue bills an add-on and the regular price a promotion lowered', () => {
    const plan = { ...camera, slug: 'plan', billing: 'monthly' as const, listPrice: 7.99 }
    expect(cartProductFromAddOn(plan)).toMatchObject({ price: 7.99, billing: 'monthly' })
    expect(cartProductFromAddOn({ ...camera, listPrice: 129.99, regularPrice: 149.99 })).toMatchObject({
      price: 129.99,
      regularPrice: 149.99,
    })
  })

  it('puts a paid installation in the bundle as a one-time service after the monthly monitoring', () => {
    const pkg = record('Starter', 299, {
      lineItems: [
        line('Package', 299, { netsuiteId: '7001' }),
        line('Monitoring', 39.99, { netsuiteId: '7002' }),
        line('Activation Fee', 99, { netsuiteId: '7003' }),
      ],
      itemsInPackage: [entry('Panel', '1', 1, { slug: 'touch-panel' })],
    })
    const system = cartSystemFromPackage(pkg, { catalogId: 'ecat', addOnItems: [camera, panel] })
    expect(system.services.map((s) => [s.slug, s.fields.price, s.billing])).toEqual([
      ['monitoring', 39.99, 'monthly'],
      ['installation', 99, 'once'],
    ])
    expect(system.servicesQuantity).toEqual({ monitoring: 1, installation: 1 })
  })

  it('makes the bundle: panel, devices with quantities, monitoring as first service, a free installation after it', () => {
    const pkg = record('Starter', 299, {
      lineItems: [
        line('Package', 299, { netsuiteId: '7001' }),
        line('Monitoring', 44.99, { netsuiteId: '7002', sku: 'MON' }),
        line('Activation Fee', 0),
      ],
      itemsInPackage: [
        entry('Panel', '1', 1, { slug: 'touch-panel' }),
        entry('Camera', '2', 2, { slug: 'indoor-camera' }),
        entry('RMR', '1', null, { slug: null }),
      ],
    })
    const system = cartSystemFromPackage(pkg, { catalogId: 'ecat', addOnItems: [camera, panel] })
    expect(system).toMatchObject({
      packageId: 'STARTER',
      catalogId: 'ecat',
      price: 299,
      name: 'Starter',
      netsuiteId: '7001',
      servicesQuantity: { monitoring: 1, installation: 1 },
      addonsQuantity: { 'indoor-camera': 2 },
    })
    expect(system.panel).toMatchObject({ slug: 'touch-panel', fields: { price: 399 } })
    expect(system.addons.map((a) => a.slug)).toEqual(['indoor-camera'])
    expect(system.services).toEqual([
      {
        slug: 'monitoring',
        name: 'Monitoring line',
        netsuiteId: '7002',
        sku: 'MON',
        image: '',
        fields: { price: 44.99 },
        billing: 'monthly',
      },
      // Free (spec 9.4), and still part of what is bought: the cart and the order say it is included.
      {
        slug: 'installation',
        name: 'Activation Fee line',
        netsuiteId: '1400',
        sku: '',
        image: '',
        fields: { price: 0 },
        billing: 'once',
      },
    ])
  })
})
