/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HelpSignIn/schema.json; edit the schema and run it again.
 */

/**
 * A sign-in prompt on help-center pages; signing in returns the customer to the page they were reading.
 */
export interface HelpSignInProps {
  /**
   * The words shown here.
   */
  text: string
  /**
   * The words shown for the link.
   */
  linkLabel: string
  /**
   * A page of the site, e.g. /shop.
   */
  loginPath: string
}
