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
   * How it looks.
   */
  variant: 'full' | 'minimal' | 'logoOnly'
  /**
   * Shows the Sales and Support contact panels. When left out: shown, except in the logoOnly variant (so no schema default: it depends on the variant).
   */
  showContact?: boolean
  /**
   * Yes to show the schedule.
   */
  showSchedule: boolean
  /**
   * Yes to show the sign in.
   */
  showSignIn: boolean
}
