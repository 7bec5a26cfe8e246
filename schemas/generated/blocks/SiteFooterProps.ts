/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/SiteFooter/schema.json; edit the schema and run it again.
 */

/**
 * The site's footer chrome; columns and disclaimers come from site-config.
 */
export interface SiteFooterProps {
  /**
   * Full, or small with only the essentials.
   */
  variant: 'full' | 'minimal'
  /**
   * Shows the sales and support phone numbers.
   */
  showContact: boolean
}
