/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopErrorModal/schema.json; edit the schema and run it again.
 */

/**
 * modal-ecomm-error (spec 2.10, 8): the generic e-commerce error, opened when a checkout fails; the cart is kept. Give the block the id modal-ecomm-error.
 */
export interface ShopErrorModalProps {
  heading: string
  message: string
  /**
   * Text before the page's sales phone link.
   */
  callPrompt: string
  closeButton: string
}
