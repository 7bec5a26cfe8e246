/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/price-promotions.schema.json; edit the schema and run it again.
 */

/**
 * Promotional prices, each declared once: the catalogue item, package or product category it discounts, the price (or a percentage off) and its dates. While one runs, every page, the cart and the order use its price, and price displays strike through the regular one. A price typed into a block prop that is neither a catalogue value nor one of these fails config:check.
 */
export interface PricePromotionsConfig {
  $schema?: string
  promotions: PricePromotionConfig[]
}
/**
 * One promotion: exactly one of item or category, and one of price or percentOff (config:check says which is missing or doubled).
 */
export interface PricePromotionConfig {
  /**
   * Stable name of the promotion, shown in messages.
   */
  id: string
  /**
   * The catalogue key it discounts: a device's slug (doorbell-camera) or a package's name as a slug (starter-package). Write either item or category.
   */
  item?: string
  /**
   * A product category (an add-on's categories, the shop's category slugs such as security-cameras): the promotion discounts every device listed under it. Write either item or category.
   */
  category?: string
  /**
   * The promotional one-time price; lower than the catalogue's. Write either price or percentOff.
   */
  price?: number
  /**
   * A percentage off the regular one-time price of each item it discounts, rounded to the cent (25: $199.99 becomes $149.99). Write either price or percentOff.
   */
  percentOff?: number
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
