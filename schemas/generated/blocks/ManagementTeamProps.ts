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
   * The words of the link to each person's biography.
   */
  readBioLabel: string
  /**
   * The words of the link to the whole team.
   */
  teamLabel: string
  /**
   * The address of the team page.
   */
  teamHref: string
}
