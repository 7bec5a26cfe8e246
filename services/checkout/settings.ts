/** A shipping line of an order (spec §3.8). Fields the spec does not give are left out. */
export interface Shipping {
  name: string
  price: number
  netsuiteId: number
  sku?: string
  discountPerUnit?: number
}

export interface ServiceLine {
  name: string
  price: number
  netsuiteId: number
  discountPerUnit: number
  quantity: number
}

/** The order constants of spec §9.5, read from site-config/catalog/checkout.json. */
export interface CheckoutSettings {
  defaultShipping: Shipping
  ecommDefaultShipping: Shipping
  diyMonitoringService: ServiceLine
  stores: { standard: string; diy: string }
  qualifiedTier: string
  diyLeadSource: string
}
