import type { FinancingPlan } from './money.ts'

/**
 * The catalogue as the catalogue API delivers it (spec §3.4), and the app shapes built from it.
 * The embedded catalogue in site-config/catalog/ uses exactly these source shapes.
 */

export interface ImageRecord {
  url: string
  order: number
}

export interface CatalogueItemImages {
  records: ImageRecord[]
}

/** catalogueItemsDetail of a package record or a line item. */
export interface CatalogueItemsDetail {
  itemName: string | null
  productDescription: string | null
  itemImageURl: string | null
  itemId: string
  baseDescription: string | null
  itemBillCode: string | null
}

/** A source line item of a package: the package line itself, its monitoring line and its activation line. */
export interface SourceLineItem {
  catalogueItemsDetail: CatalogueItemsDetail
  listPrice: number
  negotiatedListPrice: number | null
  description: string
  /** Known values: "Package", "Monitoring", "Activation Fee". */
  category: string
  /** NetSuite id of the line, sent with the order. */
  netsuiteId: string
  sku?: string
  discountAmountText?: string | null
  promotionMonths?: number | null
  qualifyingForFinancing?: boolean
  linedescription?: string | null
  /** Semicolon-separated feature list. */
  packageFeatures?: string | null
  productFeatureDescription?: string | null
  /** Set by a declared promotion (site-config/price-promotions.json): the price listPrice had before it. */
  regularPrice?: number
}

/** One device type inside a package (spec §3.4 itemsInPackage). */
export interface ItemInPackage {
  typeName: string
  /** A string in the API, parsed to an integer. */
  quantity: string
  /** The catalogue product this entry is (links it to an add-on item for checkout), when it is a device. */
  slug?: string | null
  catalogueItemImages: CatalogueItemImages
  catalogueItemsDetail: {
    itemName?: string | null
    itemImageURl: string | null
    productDescription: string | null
    productSpecification: string | null
    itemOrder: number | null
  }
}

export interface PackageRecord {
  catalogueInfo: { name: string }
  catalogueItemsDetail: CatalogueItemsDetail
  catalogueItemImages: CatalogueItemImages
  lineItems: SourceLineItem[]
  itemsInPackage: ItemInPackage[]
}

/** A device or plan sold on its own or added to a package. */
export interface AddOnItem {
  slug: string
  catalogueItemsDetail: CatalogueItemsDetail
  catalogueItemImages: CatalogueItemImages
  listPrice: number
  netsuiteId: string
  sku: string
  /** Device type, e.g. "Camera"; "Panel" for panels, "Service Plan" for the protection plan. */
  typeName: string
  /** Product-category slugs (spec §2.3) the item is listed under. */
  categories: string[]
  productSpecification?: string | null
  /** How listPrice is charged: once (devices; the default) or every month (a plan billed with the monitoring). */
  billing?: 'once' | 'monthly'
  /** Set by a declared promotion (site-config/price-promotions.json): the price listPrice had before it. */
  regularPrice?: number
}

/** The whole catalogue of one catalog id (the brand's own or a partner's). */
export interface Catalogue {
  catalogId: string
  name: string
  /** For /shop the lead source comes from the catalogue (spec §9.3). */
  leadSource: string
  /** "diy" catalogues check out as the new DIY bundle (spec §7.4 e). */
  checkoutFlow: 'standard' | 'diy'
  packages: PackageRecord[]
  addOnItems: AddOnItem[]
}

/** A displayed item of a package (spec §3.4). */
export interface DisplayedItem {
  title: string
  typeName: string
  quantity: number
  slug: string | null
  imageUrl: string | null
  description: string | null
  images: ImageRecord[]
  /** Product specification lines. */
  list: string[]
  item_order: number | null
}

/** The package as the shop shows it (spec §3.4 "Package"). */
export interface ShopPackage {
  id: string
  title: string
  description: string
  productSubheading: string
  imageUrl: string | null
  features: string[]
  featuresDisplayProduct: string[]
  financing: string
  financingTerms: string
  price: string
  priceDecimal: number
  contract: string
  proInstall: string
  /** Monitoring per month, null when the package has no paid monitoring. */
  monitoringPrice: number | null
  /** Professional installation (the activation fee), charged once; 0 when free. */
  installationPrice: number
  /** The regular price struck through while a declared promotion lowers `price`, else null. */
  regularPrice: string | null
  /** The 0% APR financing behind `financing`, or null where none is offered (under the $599 minimum). */
  financingPlan: FinancingPlan | null
  isBestSeller: false
  selectedPackageItemId: string
  discountAmountText: string | null
  promotionMonths: number | null
  qualifyingForFinancing: boolean
  negotiatedpricing: number
  linedescription: string | null
  packageFeatures: string
  basedescription: string | null
  productFeatureDescription: string | null
  items: DisplayedItem[]
  /** Extra items the page adds to this package, e.g. the solar partner's gift card. */
  bonusItems: BonusItem[]
}

export interface BonusItem {
  title: string
  description: string
  amount: number
}

export interface UniquePackageFeature {
  title: string
}

export interface BuiltPackages {
  packages: ShopPackage[]
  /** Each package's feature list ("xN name"), by package id. */
  features: Record<string, string[]>
  uniquePackageFeatures: UniquePackageFeature[]
}
