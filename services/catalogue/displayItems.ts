import { specificationLines } from './specValues.ts'
import { HIDDEN_ITEM_TYPES } from './texts.ts'
import type { DisplayedItem, ImageRecord, ItemInPackage } from './types.ts'

/** "Type xN" when there is more than one (spec §3.4). */
export function displayedItemTitle(typeName: string, quantity: number): string {
  return quantity > 1 ? `${typeName} x${quantity}` : typeName
}

export function parseQuantity(quantity: string | number | null | undefined): number {
  const parsed = Number.parseInt(String(quantity ?? ''), 10)
  return Number.isFinite(parsed) ? parsed : 0
}

/** Images by their order, lowest first. */
export function sortedImages(records: ImageRecord[] | null | undefined): ImageRecord[] {
  return [...(records ?? [])].sort((a, b) => a.order - b.order)
}

/**
 * The package entries that are shown: fees and recurring charges ("Activation Fee", "RMR") left out,
 * the rest ordered by itemOrder with entries without an order last (spec §3.4).
 */
export function visibleItemsInOrder(itemsInPackage: ItemInPackage[]): ItemInPackage[] {
  return itemsInPackage.filter((item) => !HIDDEN_ITEM_TYPES.has(item.typeName)).sort(byItemOrderNullsLast)
}

export function displayedItems(itemsInPackage: ItemInPackage[]): DisplayedItem[] {
  return visibleItemsInOrder(itemsInPackage).map(toDisplayedItem)
}

function toDisplayedItem(item: ItemInPackage): DisplayedItem {
  const quantity = parseQuantity(item.quantity)
  const images = sortedImages(item.catalogueItemImages?.records)
  const detail = item.catalogueItemsDetail
  return {
    title: displayedItemTitle(item.typeName, quantity),
    typeName: item.typeName,
    quantity,
    slug: item.slug ?? null,
    imageUrl: images[0]?.url ?? detail.itemImageURl ?? null,
    description: detail.productDescription ?? null,
    images,
    list: specificationLines(detail.productSpecification),
    item_order: detail.itemOrder ?? null,
  }
}

function byItemOrderNullsLast(a: ItemInPackage, b: ItemInPackage): number {
  const x = a.catalogueItemsDetail.itemOrder ?? null
  const y = b.catalogueItemsDetail.itemOrder ?? null
  if (x === null && y === null) return 0
  if (x === null) return 1
  if (y === null) return -1
  return x - y
}

/** The name a feature line uses: the item's own name, else its type. */
export function featureName(item: ItemInPackage): string {
  return item.catalogueItemsDetail.itemName?.trim() || item.typeName
}

/** "xN name" for more than one, else the name (spec §3.4 features). */
export function featureLine(name: string, quantity: number): string {
  return quantity > 1 ? `x${quantity} ${name}` : name
}

/** "name xN" for more than one, else the name (spec §3.4 featuresDisplayProduct). */
export function featureLineForProduct(name: string, quantity: number): string {
  return quantity > 1 ? `${name} x${quantity}` : name
}
