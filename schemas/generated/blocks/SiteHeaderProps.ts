/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/SiteHeader/schema.json; edit the schema and run it again.
 */

/**
 * The site's header chrome; navigation and phones come from site-config.
 */
export interface SiteHeaderProps {
  variant: 'full' | 'minimal' | 'logoOnly'
  showContact?: boolean
  showSchedule?: boolean
  showSignIn?: boolean
}
