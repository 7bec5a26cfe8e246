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
   * Read between a struck-through regular price and the price paid: "Regular price $199.99, now $179.99".
   */
  nowLabel: string
  /**
   * Heads the product's specifications.
   */
  specsHeading: string
  /**
   * The label of the quantity box.
   */
  quantityLabel: string
  /**
   * The words on the add button.
   */
  addButton: string
  /**
   * Shown once the product is in the cart; {{product}} is filled in.
   */
  addedText: string
  /**
   * The link to the cart: its words and where it goes.
   */
  viewCartLink: string
  /**
   * The link back to the list: its words and where it goes.
   */
  backLink: string
}
