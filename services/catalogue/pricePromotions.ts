import { isScheduleShowing, scheduleWindow } from '../schedule/index.ts'
import { packageLine } from './buildPackages.ts'
import { catalogueKeyOfPackage } from './catalogueKeys.ts'
import type { Catalogue } from './types.ts'

/** A dated window in America/Chicago ("YYYY-MM-DD" or "YYYY-MM-DDTHH:mm"); either end may be open. */
export interface PriceSchedule {
  startsAt?: string
  endsAt?: string
}

/**
 * A promotional price, declared once in site-config/price-promotions.json: the item or package it
 * discounts (its catalogue key), the price, and when it runs. While it runs, every page, the cart and
 * the order use the price, and displays strike through the regular one.
 */
export interface PricePromotion {
  id: string
  /** A catalogue key: an add-on's slug ("doorbell-camera") or a package's ("starter-package"). Else `category`. */
  item?: string
  /** A product category ("security-cameras"): every add-on listed under it. */
  category?: string
  /** The promotional one-time price (a package's equipment price). Else `percentOff`. */
  price?: number
  /** A percentage off each discounted item's regular one-time price ("25% off cameras"), to the cent. */
  percentOff?: number
  schedule?: PriceSchedule
  /** The catalogues it applies to; every catalogue that sells the item when absent. */
  catalogues?: string[]
}

/** Whether the promotion runs at `now` (epoch ms). A date alone is the whole day, as everywhere on the site. */
export function isPricePromotionRunning(promotion: Pick<PricePromotion, 'schedule'>, now: number): boolean {
  const window = scheduleWindow(promotion.schedule ?? {})
  return window !== null && isScheduleShowing(window, now)
}

/**
 * The promotions running at `now`, by id: what prices made now depend on besides the files (a prerendered
 * page's key holds them, so a build after a promotion ends renders its pages again).
 */
export function runningPromotionIds(promotions: readonly PricePromotion[], now: number): string[] {
  return promotions.filter((p) => isPricePromotionRunning(p, now)).map((p) => p.id)
}

/**
 * The first moment after `now` when a promotion starts or ends (epoch ms), or null when none will: prices
 * made now are true until then, and a page prerendered now must not be served as it is after it.
 */
export function nextPriceChange(promotions: readonly PricePromotion[], now: number): number | null {
  const changes = promotions
    .flatMap((p) => {
      const window = scheduleWindow(p.schedule ?? {})
      return window ? [window.startsAt, window.endsAt] : []
    })
    .filter((instant): instant is number => instant !== null && instant > now)
  return changes.length ? Math.min(...changes) : null
}

/** Whether the promotion discounts the item with catalogue key `key`, listed under `categories` (an add-on's). */
function promotionCovers(
  promotion: Pick<PricePromotion, 'item' | 'category'>,
  key: string,
  categories: readonly string[] = [],
): boolean {
  return promotion.item !== undefined ? promotion.item === key : categories.includes(promotion.category ?? '')
}

/**
 * The price the promotion sets for an item whose regular price is `regular`: its own price, or the regular one
 * less its percentage, rounded to the cent as the catalogue's prices are (25% off $199.99 is $149.99).
 */
export function promotionalPrice(promotion: Pick<PricePromotion, 'price' | 'percentOff'>, regular: number): number {
  if (promotion.price !== undefined) return promotion.price
  return Math.round(regular * (100 - (promotion.percentOff ?? 0))) / 100
}

/**
 * The catalogue with the promotions that run at `now` applied: the discounted listPrice, the old one kept
 * as regularPrice (a package's negotiated price never exceeds its promotional price). A promotion never
 * raises a price, and one for an item the catalogue does not sell changes nothing.
 */
export function applyPricePromotions(
  catalogue: Catalogue,
  promotions: readonly PricePromotion[],
  now: number,
): Catalogue {
  const running = promotions.filter(
    (p) => (!p.catalogues || p.catalogues.includes(catalogue.catalogId)) && isPricePromotionRunning(p, now),
  )
  if (!running.length) return catalogue
  // Two running promotions may cover one item (a device's own and its category's): the buyer gets the lower.
  const priceFor = (key: string, regular: number, categories: readonly string[] = []) => {
    const prices = running.filter((p) => promotionCovers(p, key, categories)).map((p) => promotionalPrice(p, regular))
    const lowest = prices.length ? Math.min(...prices) : null
    return lowest !== null && lowest < regular ? lowest : null
  }
  return {
    ...catalogue,
    addOnItems: catalogue.addOnItems.map((item) => {
      const price = priceFor(item.slug, item.listPrice, item.categories)
      return price === null ? item : { ...item, listPrice: price, regularPrice: item.listPrice }
    }),
    packages: catalogue.packages.map((record) => {
      const line = packageLine(record)
      const price = priceFor(catalogueKeyOfPackage(record), line.listPrice)
      if (price === null) return record
      return {
        ...record,
        lineItems: record.lineItems.map((l) =>
          l === line
            ? {
                ...l,
                listPrice: price,
                regularPrice: l.listPrice,
                negotiatedListPrice: l.negotiatedListPrice === null ? null : Math.min(l.negotiatedListPrice, price),
              }
            : l,
        ),
      }
    }),
  }
}

/** One price a promotion sets in a catalogue: the item's key, its regular price and the promotional one. */
export interface PromotedPrice {
  key: string
  regular: number
  price: number
}

/**
 * What the promotion would charge in `catalogue`, item by item, whether or not it runs now: the prices
 * config:check accepts as declared, and the items it must find (a promotion that names nothing sold is a mistake).
 */
export function promotedPrices(promotion: PricePromotion, catalogue: Catalogue): PromotedPrice[] {
  if (promotion.catalogues && !promotion.catalogues.includes(catalogue.catalogId)) return []
  const addOns = catalogue.addOnItems
    .filter((item) => promotionCovers(promotion, item.slug, item.categories))
    .map((item) => ({ key: item.slug, regular: item.listPrice }))
  const packages = catalogue.packages
    .filter((record) => promotionCovers(promotion, catalogueKeyOfPackage(record)))
    .map((record) => ({ key: catalogueKeyOfPackage(record), regular: packageLine(record).listPrice }))
  return [...addOns, ...packages].map((line) => ({ ...line, price: promotionalPrice(promotion, line.regular) }))
}
