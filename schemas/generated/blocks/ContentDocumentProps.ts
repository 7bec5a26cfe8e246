/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ContentDocument/schema.json; edit the schema and run it again.
 */

/**
 * A page-length document from the CMS (legal and company pages), by slug.
 */
export interface ContentDocumentProps {
  /**
   * Its name in the web address.
   */
  slug: string
  /**
   * The words shown for the updated.
   */
  updatedLabel: string
}
