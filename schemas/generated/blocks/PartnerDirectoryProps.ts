/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/PartnerDirectory/schema.json; edit the schema and run it again.
 */

/**
 * Lists the enabled partners that have a landing page; data comes from partners.json through a server loader.
 */
export interface PartnerDirectoryProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A sentence or two shown under the heading.
   */
  intro?: string
  /**
   * Shown when no partner is listed.
   */
  emptyText: string
}
