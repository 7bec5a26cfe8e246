/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopProductDetail/schema.json; edit the schema and run it again.
 */

/**
 * One product of the catalogue, by the route's :id (the product slug); an unknown id answers 404.
 */
export interface ShopProductDetailProps {
  /**
   * Read by screen readers before a regular price struck through while a promotion runs.
   */
  regularPriceLabel: string
  /**
   * The heading of the specs part.
   */
  specsHeading: string
  /**
   * The words shown for the quantity.
   */
  quantityLabel: string
  /**
   * The words on the add button.
   */
  addButton: string
  /**
   * {{product}} is replaced.
   */
  addedText: string
  /**
   * The link to view cart: its words and where it goes.
   */
  viewCartLink: string
  /**
   * The link to back: its words and where it goes.
   */
  backLink: string
}
