import type { AddOnItem, CatalogueItemsDetail, ItemInPackage, PackageRecord, SourceLineItem } from '../types.ts'

/** Catalogue records shaped like spec §3.4, small enough to read in a test. */
export function detail(overrides: Partial<CatalogueItemsDetail> = {}): CatalogueItemsDetail {
  return {
    itemName: 'Item',
    productDescription: null,
    itemImageURl: null,
    itemId: 'ITEM',
    baseDescription: null,
    itemBillCode: null,
    ...overrides,
  }
}

export function line(category: string, listPrice: number, overrides: Partial<SourceLineItem> = {}): SourceLineItem {
  return {
    catalogueItemsDetail: detail({ itemName: `${category} line`, itemId: `${category}-id` }),
    listPrice,
    negotiatedListPrice: null,
    description: `${category} line`,
    category,
    netsuiteId: `${category.length}00`,
    ...overrides,
  }
}

export function entry(
  typeName: string,
  quantity: string,
  itemOrder: number | null,
  overrides: Partial<ItemInPackage> = {},
): ItemInPackage {
  return {
    typeName,
    quantity,
    slug: typeName.toLowerCase().replace(/\s+/g, '-'),
    catalogueItemImages: { records: [] },
    catalogueItemsDetail: {
      itemName: null,
      itemImageURl: null,
      productDescription: `${typeName} description`,
      productSpecification: null,
      itemOrder,
    },
    ...overrides,
  }
}

export function record(name: string, listPrice: number, overrides: Partial<PackageRecord> = {}): PackageRecord {
  return {
    catalogueInfo: { name },
    catalogueItemsDetail: detail({
      itemName: name,
      itemId: name.toUpperCase().replace(/\s+/g, '-'),
      productDescription: `${name} description`,
    }),
    catalogueItemImages: { records: [] },
    lineItems: [line('Package', listPrice, { negotiatedListPrice: listPrice, netsuiteId: '5001' })],
    itemsInPackage: [entry('Panel', '1', 1)],
    ...overrides,
  }
}

export function addOn(
  slug: string,
  typeName: string,
  listPrice: number,
  overrides: Partial<AddOnItem> = {},
): AddOnItem {
  return {
    slug,
    catalogueItemsDetail: detail({ itemName: `${typeName} ${slug}`, itemId: slug.toUpperCase() }),
    catalogueItemImages: { records: [{ url: `/images/shop/${slug}.webp`, order: 1 }] },
    listPrice,
    netsuiteId: String(1000 + listPrice),
    sku: `SKU-${slug}`,
    typeName,
    categories: [],
    ...overrides,
  }
}
