/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ProductCards/schema.json; edit the schema and run it again.
 */

/**
 * Device or package cards with image, price display (struck-through previous price), features and a call to action.
 */
export interface ProductCardsProps {
  /**
   * The main words of this section.
   */
  heading?: string
  /**
   * A sentence or two shown under the heading.
   */
  intro?: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  /**
   * The product cards, in order.
   *
   * @minItems 1
   */
  items: [
    {
      /**
       * The product's name, as visitors read it.
       */
      name: string
      /**
       * A sentence about the product.
       */
      description: string
      image?: Image
      /**
       * A price from the page's catalogue ("catalogue": "<package or device>.<field>"), shown as currency, whole value, cents and period, with the regular price struck through while a declared promotion runs. config:check fails on an amount typed by hand for something the catalogue sells or a monthly amount.
       */
      price?: (
        | {
            catalogue: string
          }
        | {
            amount: number
          }
      ) & {
        /**
         * The catalogue value to show: a package key (its name as a slug, e.g. starter-package), a device slug (smart-lock) or lowest (the cheapest package value), then equipment, monitoring (per month), installation or monthly (financing). Sets the amount, the period and, during a promotion, the struck-through regular price.
         */
        catalogue?: string
        /**
         * Filled from "catalogue" when the page renders; typed by hand only for an amount the catalogue does not sell (a gift card).
         */
        amount?: number
        /**
         * Filled from a declared promotion (site-config/price-promotions.json) when the page renders.
         */
        previousAmount?: number
        /**
         * The sign shown before the amount, e.g. $.
         */
        currency: string
        /**
         * What the price is for, e.g. /mo.
         */
        period: 'month' | 'year' | 'once'
        /**
         * Words before the price, e.g. Starting at.
         */
        lead?: string
        /**
         * Read by screen readers before the struck-through regular price while a promotion runs: "Regular price $39.99, now $29.99 per month".
         */
        regularPriceLabel: string
        /**
         * Read between the struck-through regular price and the price: "Regular price $39.99, now $29.99 per month".
         */
        nowLabel: string
      }
      /**
       * A ribbon on the card that is true every day, e.g. Best Seller. For a sale, use Sale ribbon.
       */
      ribbon?: string
      /**
       * A ribbon shown only while a declared promotion lowers the card's catalogue price (site-config/price-promotions.json), e.g. Sale or 25% off; hidden, with the struck-through price, the moment the promotion ends.
       */
      saleRibbon?: string
      /**
       * The device whose facts (resolution, weather rating, range…) the card lists first, from the catalogue's specification, so the card and the shop state the same facts. config:check fails on a spec in the card's texts that the catalogue does not state.
       */
      specs?: {
        /**
         * The device's slug in the catalogue, e.g. outdoor-camera.
         */
        catalogue: string
        /**
         * Filled from "catalogue" when the page renders; never typed.
         */
        lines?: string[]
      }
      /**
       * What the product has, one point per item, after the catalogue facts (Catalogue facts). A spec typed here must be one the catalogue states.
       *
       * @minItems 0
       */
      features?: string[]
      cta?: Link
      shopLink?: Link
    },
    ...{
      /**
       * The product's name, as visitors read it.
       */
      name: string
      /**
       * A sentence about the product.
       */
      description: string
      image?: Image
      /**
       * A price from the page's catalogue ("catalogue": "<package or device>.<field>"), shown as currency, whole value, cents and period, with the regular price struck through while a declared promotion runs. config:check fails on an amount typed by hand for something the catalogue sells or a monthly amount.
       */
      price?: (
        | {
            catalogue: string
          }
        | {
            amount: number
          }
      ) & {
        /**
         * The catalogue value to show: a package key (its name as a slug, e.g. starter-package), a device slug (smart-lock) or lowest (the cheapest package value), then equipment, monitoring (per month), installation or monthly (financing). Sets the amount, the period and, during a promotion, the struck-through regular price.
         */
        catalogue?: string
        /**
         * Filled from "catalogue" when the page renders; typed by hand only for an amount the catalogue does not sell (a gift card).
         */
        amount?: number
        /**
         * Filled from a declared promotion (site-config/price-promotions.json) when the page renders.
         */
        previousAmount?: number
        /**
         * The sign shown before the amount, e.g. $.
         */
        currency: string
        /**
         * What the price is for, e.g. /mo.
         */
        period: 'month' | 'year' | 'once'
        /**
         * Words before the price, e.g. Starting at.
         */
        lead?: string
        /**
         * Read by screen readers before the struck-through regular price while a promotion runs: "Regular price $39.99, now $29.99 per month".
         */
        regularPriceLabel: string
        /**
         * Read between the struck-through regular price and the price: "Regular price $39.99, now $29.99 per month".
         */
        nowLabel: string
      }
      /**
       * A ribbon on the card that is true every day, e.g. Best Seller. For a sale, use Sale ribbon.
       */
      ribbon?: string
      /**
       * A ribbon shown only while a declared promotion lowers the card's catalogue price (site-config/price-promotions.json), e.g. Sale or 25% off; hidden, with the struck-through price, the moment the promotion ends.
       */
      saleRibbon?: string
      /**
       * The device whose facts (resolution, weather rating, range…) the card lists first, from the catalogue's specification, so the card and the shop state the same facts. config:check fails on a spec in the card's texts that the catalogue does not state.
       */
      specs?: {
        /**
         * The device's slug in the catalogue, e.g. outdoor-camera.
         */
        catalogue: string
        /**
         * Filled from "catalogue" when the page renders; never typed.
         */
        lines?: string[]
      }
      /**
       * What the product has, one point per item, after the catalogue facts (Catalogue facts). A spec typed here must be one the catalogue states.
       *
       * @minItems 0
       */
      features?: string[]
      cta?: Link
      shopLink?: Link
    }[]
  ]
  /**
   * Small print under the cards.
   */
  footnote?: string
  moreLink?: Link
}
/**
 * An image generated by scripts/images.ts (webp at the preset's widths).
 */
export interface Image {
  /**
   * One of the site's pictures, by its name under /images without size or extension, e.g. products/outdoor-camera.
   */
  asset: string
  /**
   * Read by screen readers; leave empty when the picture is only decoration.
   */
  alt: string
}
export interface Link {
  /**
   * The words visitors read on it.
   */
  label: string
  /**
   * Where it goes: a page of the site (/shop), a part of this page (#schedule), a full web address (https://…), tel: or mailto:.
   */
  href: string
}
