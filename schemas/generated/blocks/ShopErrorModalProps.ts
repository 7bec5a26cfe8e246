/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopErrorModal/schema.json; edit the schema and run it again.
 */

/**
 * modal-ecomm-error (spec 2.10, 8): the generic e-commerce error, opened when a checkout fails; the cart is kept. Give the block the id modal-ecomm-error.
 */
export interface ShopErrorModalProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * The sentence that says what went wrong.
   */
  message: string
  /**
   * Text before the page's sales phone link.
   */
  callPrompt: string
  /**
   * The words on the close button.
   */
  closeButton: string
}
