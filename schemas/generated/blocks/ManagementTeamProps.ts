/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ManagementTeam/schema.json; edit the schema and run it again.
 */

/**
 * The management team from the CMS; with an :id parameter, one member's biography (unknown ids answer 404).
 */
export interface ManagementTeamProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * The words shown for the read bio.
   */
  readBioLabel: string
  /**
   * The words shown for the team.
   */
  teamLabel: string
  /**
   * A page of the site, e.g. /shop.
   */
  teamHref: string
}
