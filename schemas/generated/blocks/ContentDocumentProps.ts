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
   * The last part of the web address, e.g. privacy-policy.
   */
  slug: string
  /**
   * Shown before the date the page was last updated, e.g. Last updated.
   */
  updatedLabel: string
}
