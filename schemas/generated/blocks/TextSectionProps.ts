/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/TextSection/schema.json; edit the schema and run it again.
 */

/**
 * A heading and plain paragraphs of copy.
 */
export interface TextSectionProps {
  /**
   * The main words of this section.
   */
  heading?: string
  /**
   * The text, one paragraph per item.
   *
   * @minItems 1
   */
  paragraphs: [string, ...string[]]
}
