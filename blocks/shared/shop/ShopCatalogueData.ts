import type { CartProduct, CartSystem, ShopPackage, UniquePackageFeature } from '../../../services/catalogue/index.ts'

/** What shop blocks get from their loaders: the page's catalogue, built on the server. */
export interface ShopCatalogueMeta {
  catalogId: string
  /** The lead source of the shop's e-commerce lead: the partner's, else the catalogue's (spec §9.3). */
  leadSource: string
  checkoutFlow: 'standard' | 'diy'
}

/** A product as the shop lists it. */
export interface ShopProduct {
  product: CartProduct
  typeName: string
  description: string
  specs: string[]
  categories: string[]
  /** "$199.99", or "$7.99/mo." for a plan billed monthly. */
  priceText: string
  /** The regular price struck through while a declared promotion runs, else null. */
  regularPriceText: string | null
  isProtectionPlan: boolean
}

export interface ShopPackagesData extends ShopCatalogueMeta {
  packages: ShopPackage[]
  uniquePackageFeatures: UniquePackageFeature[]
  /** The cart bundle of each package, by package id. */
  systems: Record<string, CartSystem>
}

export interface ShopProductsData extends ShopCatalogueMeta {
  products: ShopProduct[]
}

/** The product section's data: the packages, and the devices a shop link may add to them. */
export interface ShopPackageSectionData extends ShopPackagesData {
  addableProducts: CartProduct[]
}
