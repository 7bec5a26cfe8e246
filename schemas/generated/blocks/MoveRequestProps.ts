/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/MoveRequest/schema.json; edit the schema and run it again.
 */

/**
 * The move-request call to action: a button to the move-request endpoint, which signs the customer in first when needed.
 */
export interface MoveRequestProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * The words shown here.
   */
  text: string
  /**
   * The words on the button; without them, the site's own name of the link, navigation.json account.moveRequest (spec 2.10: "Move request").
   */
  buttonLabel?: string
  /**
   * Where the button goes: a page of the site (/shop), a part of this page (#schedule) or a full web address.
   */
  href: string
}
