/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/CheckoutOrderSummary/schema.json; edit the schema and run it again.
 */

/**
 * The embedded checkout host's order page (/checkout/:order/:token/customer): the stored order's items and subtotal. An unknown order or a token that does not match answers 404. It asks how to reach the buyer and promises a call only once that lead is stored.
 */
export interface CheckoutOrderSummaryProps {
  /**
   * Before the order's monthly charges (monitoring, a plan billed with it).
   */
  monthlyLabel: string
  heading: string
  orderNumberLabel: string
  itemsHeading: string
  quantityLabel: string
  includedLabel: string
  shippingLabel: string
  subtotalLabel: string
  /**
   * The form id sent with the buyer's contact lead.
   */
  contactFormId: string
  /**
   * The form that asks how to reach the buyer before the page promises a call.
   */
  contact: {
    heading: string
    intro: string
    button: string
    sendingLabel: string
    errorText: string
  }
  /**
   * The promise of a call, shown only once the buyer's contact lead is accepted.
   */
  nextSteps: string
  /**
   * Name of a bundle line that carries no package name (the DIY bundle).
   */
  bundleName: string
}
