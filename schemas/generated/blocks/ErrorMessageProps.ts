/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ErrorMessage/schema.json; edit the schema and run it again.
 */

/**
 * A short error screen with a way back.
 */
export interface ErrorMessageProps {
  heading: string
  message?: string
  link: Link
}
export interface Link {
  label: string
  /**
   * A site path, https URL, tel:, mailto: or #anchor.
   */
  href: string
}
