/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/SupportWays/schema.json; edit the schema and run it again.
 */

/**
 * How existing customers reach Support: the page's words beside the Support group's live call, text and chat links.
 */
export interface SupportWaysProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * The text beside the Support links, one paragraph per item.
   *
   * @minItems 1
   */
  paragraphs: [string, ...string[]]
  /**
   * Off on Help Center pages, where the button would lead to where the reader already is.
   */
  helpCenterButton: boolean
}
