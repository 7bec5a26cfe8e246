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
   * In display order.
   *
   * @minItems 1
   */
  networks: [
    'facebook' | 'x' | 'linkedin' | 'pinterest' | 'email',
    ...('facebook' | 'x' | 'linkedin' | 'pinterest' | 'email')[]
  ]
  /**
   * Defaults to the page's canonical URL.
   */
  url?: string
  /**
   * Defaults to the page title.
   */
  title?: string
  /**
   * A sentence describing it.
   */
  description?: string
}
