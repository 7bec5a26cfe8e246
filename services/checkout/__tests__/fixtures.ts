import type { CartProduct, CartSystem } from '../../cart/index.ts'
import type { CheckoutSettings } from '../index.ts'

export const settings: CheckoutSettings = {
  defaultShipping: { name: 'FedEx 2Day', price: 0, netsuiteId: 9 },
  ecommDefaultShipping: { name: 'UPS Ground 2Day', price: 0, netsuiteId: 235417, discountPerUnit: 0 },
  diyMonitoringService: {
    name: 'Mobile Security + Video',
    price: 49.99,
    netsuiteId: 235366,
    discountPerUnit: 0,
    quantity: 1,
  },
  stores: { standard: 'nuxt', diy: 'ecomm_diy' },
  qualifiedTier: 'None',
  diyLeadSource: 'eComm DIY',
}

export const product = (slug: string, price: number, netsuiteId = '4100'): CartProduct => ({
  slug,
  name: `Name ${slug}`,
  netsuiteId,
  sku: `SKU-${slug}`,
  price,
  image: { file: { url: `/img/${slug}.webp` } },
  billCode: null,
})

export const system: CartSystem = {
  packageId: 'PKG',
  catalogId: 'ecat',
  price: 599.99,
  name: 'Plus Package',
  netsuiteId: '7001',
  heroImage: '/img/plus.webp',
  services: [
    {
      slug: 'monitoring',
      name: 'Pro Monitoring',
      netsuiteId: '7002',
      sku: 'MON',
      image: '/img/mon.webp',
      fields: { price: 44.99 },
    },
    { slug: 'video', name: 'Video Storage', netsuiteId: '7003', sku: 'VID', image: '/img/vid.webp', fields: {} },
  ],
  servicesQuantity: { monitoring: 1 },
  addons: [product('door-sensor', 29.99, '4201'), product('indoor-camera', 149.99, '4202')],
  addonsQuantity: { 'door-sensor': 4 },
  panel: { ...product('touch-panel', 399, '4200'), fields: { price: 399 } },
}
