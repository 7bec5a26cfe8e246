/**
 * Feeds the recommendation from the shop's catalogue: each catalogue package becomes a PackageInput and
 * each add-on that answers a need becomes a DeviceInput, so the recommended ids are the ids the shop
 * accepts in `?package=` and `?add=`. The link between the questionnaire's device types and the
 * catalogue is config (site-config/assessment/catalogue.json: need type → product slug).
 */
import {
  HIDDEN_ITEM_TYPES,
  activationLine,
  monitoringLine,
  packageLine,
  parseQuantity,
  sortedImages,
  type Catalogue,
  type CatalogueItemImages,
} from '../catalogue/index.ts'
import type { DeviceInput, PackageInput } from './recommend.ts'

/** Device type named in the questions' needs → slug of the catalogue add-on that covers it. */
export type NeedProducts = Readonly<Record<string, string>>

export interface RecommendationCatalogue {
  packages: PackageInput[]
  devices: DeviceInput[]
}

export function recommendationCatalogue(
  catalogue: Pick<Catalogue, 'packages' | 'addOnItems'>,
  needProducts: NeedProducts,
): RecommendationCatalogue {
  const needBySlug = new Map(Object.entries(needProducts).map(([need, slug]) => [slug, need]))
  const addOnBySlug = new Map(catalogue.addOnItems.map((item) => [item.slug, item]))

  const packages = catalogue.packages.map((record): PackageInput => {
    const detail = record.catalogueItemsDetail
    return {
      id: detail.itemId,
      title: detail.itemName ?? record.catalogueInfo.name,
      listPrice: packageLine(record).listPrice,
      monitoring: monitoringLine(record)?.listPrice ?? null,
      installation: activationLine(record)?.listPrice ?? null,
      items: record.itemsInPackage
        .filter((item) => !HIDDEN_ITEM_TYPES.has(item.typeName))
        .map((item) => {
          const slug = item.slug ?? null
          // A device the questions know by another name counts under that name, so it covers their needs.
          const type = (slug && needBySlug.get(slug)) || item.typeName
          const name =
            (slug && addOnBySlug.get(slug)?.catalogueItemsDetail.itemName) ||
            item.catalogueItemsDetail.itemName ||
            item.typeName
          // The add-on's own picture first (the one the shop shows for it), else the package entry's.
          const addOn = slug ? addOnBySlug.get(slug) : undefined
          const imageUrl = (addOn && pictureOf(addOn)) ?? pictureOf(item)
          return { type, name, quantity: parseQuantity(item.quantity), imageUrl }
        }),
    }
  })

  const devices = Object.entries(needProducts).flatMap(([need, slug]): DeviceInput[] => {
    const item = addOnBySlug.get(slug)
    return item
      ? [
          {
            id: item.slug,
            type: need,
            name: item.catalogueItemsDetail.itemName ?? item.typeName,
            price: item.listPrice,
            imageUrl: pictureOf(item),
          },
        ]
      : []
  })

  return { packages, devices }
}

/** A catalogue entry's first picture by order, else its detail's image URL, else null (as the shop's cards). */
function pictureOf(item: {
  catalogueItemImages?: CatalogueItemImages | null
  catalogueItemsDetail: { itemImageURl?: string | null }
}): string | null {
  return sortedImages(item.catalogueItemImages?.records)[0]?.url || item.catalogueItemsDetail.itemImageURl || null
}

/** Product slugs in the map that the catalogue does not sell as add-ons (a renamed or removed product). */
export function missingNeedProducts(
  catalogue: Pick<Catalogue, 'addOnItems'>,
  needProducts: NeedProducts,
): Array<{ need: string; slug: string }> {
  const slugs = new Set(catalogue.addOnItems.map((item) => item.slug))
  return Object.entries(needProducts)
    .filter(([, slug]) => !slugs.has(slug))
    .map(([need, slug]) => ({ need, slug }))
}
