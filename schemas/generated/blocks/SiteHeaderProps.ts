/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/SiteHeader/schema.json; edit the schema and run it again.
 */

/**
 * The site's header chrome; navigation and phones come from site-config.
 */
export interface SiteHeaderProps {
  /**
   * Full, slim, or logo only.
   */
  variant: 'full' | 'minimal' | 'logoOnly'
  /**
   * Shows the Sales and Support contact panels. When left out: shown, except in the logoOnly variant (so no schema default: it depends on the variant).
   */
  showContact?: boolean
  /**
   * Shows the button that books a consultation.
   */
  showSchedule: boolean
  /**
   * Shows a link to the cart while the visitor's cart holds something. When left out: shown, except in the logoOnly variant (pages that keep the visitor on one task, such as the checkout), so no schema default.
   */
  showCart?: boolean
  /**
   * Shows the link to sign in.
   */
  showSignIn: boolean
}
