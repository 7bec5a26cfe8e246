/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopProductList/schema.json; edit the schema and run it again.
 */

/**
 * Products of the page's catalogue (/shop/products), or of one category when the route has a :slug (/shop/product-categories/{slug}).
 */
export interface ShopProductListProps {
  /**
   * Read by screen readers before a regular price struck through while a promotion runs.
   */
  regularPriceLabel: string
  /**
   * Read between a struck-through regular price and the price paid: "Regular price $199.99, now $179.99".
   */
  nowLabel: string
  /**
   * {{category}} is replaced by the category's title on category pages.
   */
  heading: string
  /**
   * {{product}} is replaced by the product name.
   */
  addButton: string
  /**
   * Shown once a product is in the cart; {{product}} is filled in.
   */
  addedText: string
  /**
   * The link to the cart: its words and where it goes.
   */
  viewCartLink: string
  /**
   * The words of the link to a product's page; {{product}} is filled in.
   */
  detailsLink: string
}
