/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShareButtons/schema.json; edit the schema and run it again.
 */

/**
 * Share links for social networks (a 640x480 window) and e-mail, for this page or a given URL.
 */
export interface ShareButtonsProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * Which sites to share to, in the order shown.
   *
   * @minItems 1
   */
  networks: [
    'facebook' | 'x' | 'linkedin' | 'pinterest' | 'email',
    ...('facebook' | 'x' | 'linkedin' | 'pinterest' | 'email')[]
  ]
  /**
   * Leave empty to share this page's own address.
   */
  url?: string
  /**
   * Leave empty to share the page title.
   */
  title?: string
  /**
   * A sentence shared with the link.
   */
  description?: string
}
