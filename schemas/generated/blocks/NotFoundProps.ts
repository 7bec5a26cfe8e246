/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/NotFound/schema.json; edit the schema and run it again.
 */

/**
 * The 404 page body (spec 2.11).
 */
export interface NotFoundProps {
  heading: string
  message: string
  errorCode: string
  /**
   * @minItems 1
   */
  links: [Link, ...Link[]]
  banner: {
    text: string
    callLabel: string
  }
}
export interface Link {
  label: string
  /**
   * A site path, https URL, tel:, mailto: or #anchor.
   */
  href: string
}
