/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/CheckoutOrderSummary/schema.json; edit the schema and run it again.
 */

/**
 * The embedded checkout host's order page (/checkout/:order/:token/customer): the stored order's items and subtotal. An unknown order or a token that does not match answers 404.
 */
export interface CheckoutOrderSummaryProps {
  heading: string
  orderNumberLabel: string
  itemsHeading: string
  quantityLabel: string
  includedLabel: string
  shippingLabel: string
  subtotalLabel: string
  nextSteps: string
  /**
   * Name of a bundle line that carries no package name (the DIY bundle).
   */
  bundleName: string
}
