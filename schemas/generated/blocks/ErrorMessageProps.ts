/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ErrorMessage/schema.json; edit the schema and run it again.
 */

/**
 * A short error screen with a way back.
 */
export interface ErrorMessageProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * The sentence that says what went wrong.
   */
  message?: string
  link: Link
}
export interface Link {
  /**
   * The words visitors read on it.
   */
  label: string
  /**
   * Where it goes: a page of the site (/shop), a part of this page (#schedule), a full web address (https://…), tel: or mailto:.
   */
  href: string
}
