import { activationLine, monitoringLine, packageLine } from './buildPackages.ts'
import { parseQuantity, sortedImages } from './displayItems.ts'
import { PROTECTION_PLAN_BILL_CODE } from './texts.ts'
import type { AddOnItem, Catalogue, PackageRecord, SourceLineItem } from './types.ts'

/** A product in the cart (spec §3.8 addons): what checkout needs, plus display fields. */
export interface CartProduct {
  slug: string
  name: string
  netsuiteId: string
  sku: string
  price: number
  image: { file: { url: string } }
  /** itemBillCode, so the protection plan (BHPNEW) is recognisable in the cart. */
  billCode: string | null
  /** Charged once (a device), or every month with the monitoring (a plan); as the catalogue says. Absent: once. */
  billing?: 'once' | 'monthly'
  /** The regular price while a declared promotion lowers `price`. */
  regularPrice?: number
}

/** A service of the bundle; the first one is its monitoring (spec §3.8). */
export interface CartService {
  slug: string
  name: string
  netsuiteId: string
  sku: string
  image: string
  fields: { price?: number }
  /**
   * Monitoring is billed monthly; professional installation (the activation fee) once, with the order.
   * Absent in carts saved before it existed: the first service, the monitoring, is monthly.
   */
  billing?: 'once' | 'monthly'
}

/** The bundle in the cart (spec §3.8 system). */
export interface CartSystem {
  /** The package's item id in the catalogue it came from. */
  packageId: string
  catalogId: string
  price: number | string
  name: string
  netsuiteId: string
  heroImage: string
  services: CartService[]
  servicesQuantity: Record<string, number>
  /** Devices included in the bundle, other than the panel. */
  addons: CartProduct[]
  addonsQuantity: Record<string, number>
  panel: CartProduct & { fields: { price: number } }
}

export function isProtectionPlan(
  item: { catalogueItemsDetail: { itemBillCode: string | null } } | { billCode: string | null },
): boolean {
  const code = 'billCode' in item ? item.billCode : item.catalogueItemsDetail.itemBillCode
  return code === PROTECTION_PLAN_BILL_CODE
}

/** The protection-plan add-on of a catalogue (bill code BHPNEW), if it sells one. */
export function protectionPlanOf(catalogue: Pick<Catalogue, 'addOnItems'>): AddOnItem | undefined {
  return catalogue.addOnItems.find(isProtectionPlan)
}

export function cartProductFromAddOn(item: AddOnItem): CartProduct {
  const detail = item.catalogueItemsDetail
  return {
    slug: item.slug,
    name: detail.itemName ?? item.typeName,
    netsuiteId: item.netsuiteId,
    sku: item.sku,
    price: item.listPrice,
    image: { file: { url: sortedImages(item.catalogueItemImages.records)[0]?.url ?? detail.itemImageURl ?? '' } },
    billCode: detail.itemBillCode,
    billing: item.billing ?? 'once',
    ...(item.regularPrice !== undefined ? { regularPrice: item.regularPrice } : {}),
  }
}

/**
 * The cart's bundle for a package: the panel, the package's other devices with their quantities, and
 * its monitoring line as the first service. Devices link to the catalogue's add-on items by slug.
 */
export function cartSystemFromPackage(
  record: PackageRecord,
  catalogue: Pick<Catalogue, 'catalogId' | 'addOnItems'>,
): CartSystem {
  const bySlug = new Map(catalogue.addOnItems.map((item) => [item.slug, item]))
  const line = packageLine(record)
  const monitoring = monitoringLine(record)
  const activation = activationLine(record)
  const devices = record.itemsInPackage.filter((item) => item.slug && bySlug.has(item.slug))
  const panelEntry = devices.find((item) => item.typeName === 'Panel')
  if (!panelEntry) throw new Error(`Package "${record.catalogueInfo.name}" has no panel`)
  const panel = cartProductFromAddOn(bySlug.get(panelEntry.slug!)!)
  const others = devices.filter((item) => item !== panelEntry)
  const image =
    sortedImages(record.catalogueItemImages.records)[0]?.url ?? record.catalogueItemsDetail.itemImageURl ?? ''
  return {
    packageId: record.catalogueItemsDetail.itemId,
    catalogId: catalogue.catalogId,
    price: line.listPrice,
    name: record.catalogueItemsDetail.itemName?.trim() || record.catalogueInfo.name,
    netsuiteId: line.netsuiteId,
    heroImage: image,
    services: [
      ...(monitoring ? [serviceFromLine('monitoring', monitoring, 'monthly')] : []),
      // The installation is part of what the buyer buys with the package, so it is in the subtotal and the order;
      // a free one too ($0, spec 9.4's "Free"), so the cart and the order say it is included rather than leave it out.
      ...(activation ? [serviceFromLine('installation', activation, 'once')] : []),
    ],
    servicesQuantity: {
      ...(monitoring ? { monitoring: 1 } : {}),
      ...(activation ? { installation: 1 } : {}),
    },
    addons: others.map((item) => cartProductFromAddOn(bySlug.get(item.slug!)!)),
    addonsQuantity: Object.fromEntries(others.map((item) => [item.slug!, parseQuantity(item.quantity)])),
    panel: { ...panel, fields: { price: panel.price } },
  }
}

function serviceFromLine(slug: string, line: SourceLineItem, billing: CartService['billing']): CartService {
  return {
    slug,
    name: line.catalogueItemsDetail.itemName ?? line.description,
    netsuiteId: line.netsuiteId,
    sku: line.sku ?? '',
    image: line.catalogueItemsDetail.itemImageURl ?? '',
    fields: { price: line.listPrice },
    billing,
  }
}

/** The package record with this item id. */
export function findPackageRecord(
  catalogue: Pick<Catalogue, 'packages'>,
  packageId: string,
): PackageRecord | undefined {
  return catalogue.packages.find((record) => record.catalogueItemsDetail.itemId === packageId)
}
