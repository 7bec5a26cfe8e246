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
   * How it looks.
   */
  variant: 'full' | 'minimal'
  /**
   * Yes to show the contact.
   */
  showContact: boolean
}
