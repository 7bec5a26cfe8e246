/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/price-promotions.schema.json; edit the schema and run it again.
 */

/**
 * Promotional prices, each declared once: the catalogue item or package it discounts, the price and its dates. While one runs, every page, the cart and the order use its price, and price displays strike through the regular one. A price typed into a block prop that is neither a catalogue value nor one of these fails config:check.
 */
export interface PricePromotionsConfig {
  $schema?: string
  promotions: PricePromotionConfig[]
}
export interface PricePromotionConfig {
  /**
   * Stable name of the promotion, shown in messages.
   */
  id: string
  /**
   * The catalogue key it discounts: a device's slug (doorbell-camera) or a package's name as a slug (starter-package).
   */
  item: string
  /**
   * The promotional one-time price; lower than the catalogue's.
   */
  price: number
  schedule: ScheduleConfig
  /**
   * The catalogue ids it applies to; every catalogue selling the item when absent.
   *
   * @minItems 1
   */
  catalogues?: [string, ...string[]]
}
/**
 * When it runs, in America/Chicago. A date alone is a whole day: "endsAt": "2026-12-31" runs through 11:59 pm CT on December 31.
 */
export interface ScheduleConfig {
  /**
   * The first moment it shows: "2027-05-24" (from midnight CT) or "2027-05-24T09:00".
   */
  startsAt?: string
  /**
   * When it stops showing: "2027-05-31" (through 11:59 pm CT that day) or "2027-05-31T18:00".
   */
  endsAt?: string
}
