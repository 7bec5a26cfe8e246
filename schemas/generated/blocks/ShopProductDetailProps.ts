/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopProductDetail/schema.json; edit the schema and run it again.
 */

/**
 * One product of the catalogue, by the route's :id (the product slug); an unknown id answers 404.
 */
export interface ShopProductDetailProps {
  specsHeading: string
  quantityLabel: string
  addButton: string
  /**
   * {{product}} is replaced.
   */
  addedText: string
  viewCartLink: string
  backLink: string
}
