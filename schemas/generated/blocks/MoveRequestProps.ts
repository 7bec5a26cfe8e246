/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/MoveRequest/schema.json; edit the schema and run it again.
 */

/**
 * The move-request call to action: a button to the move-request endpoint, which signs the customer in first when needed.
 */
export interface MoveRequestProps {
  heading: string
  text: string
  buttonLabel: string
  href: string
}
