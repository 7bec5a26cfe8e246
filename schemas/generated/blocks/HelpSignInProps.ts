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
   * The words of the sign-in link; without them, the site's one sign-in text (navigation.json account.signIn, spec 2.9: "Sign In").
   */
  linkLabel?: string
  /**
   * The address of the sign-in page, e.g. /login.
   */
  loginPath: string
}
