/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopZipHero/schema.json; edit the schema and run it again.
 */

/**
 * The shop's opening while no package is chosen (spec 2.3): asks for a ZIP code; the page scrolls to it and focuses the ZIP input after the configured delay.
 */
export interface ShopZipHeroProps {
  /**
   * A few words shown above the heading.
   */
  eyebrow?: string
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A short line shown under the heading.
   */
  subheading?: string
  /**
   * The words shown for the zip.
   */
  zipLabel: string
  /**
   * The words shown for the button.
   */
  buttonLabel: string
  /**
   * The message shown when zip required.
   */
  zipRequiredMessage: string
  /**
   * The message shown when zip invalid.
   */
  zipInvalidMessage: string
  /**
   * Shown after a valid ZIP; {{zip}} is replaced by it.
   */
  zipAcceptedMessage: string
  /**
   * Text before the page's sales phone link.
   */
  callPrompt: string
  /**
   * Shown instead of the call prompt and link while sales is closed (and before scripts decide): when to call and the number to call then. {{phone}} is the page's sales number, {{hours}} the sales hours.
   */
  closedCallText: string
  /**
   * Id of the section to scroll to after a valid ZIP.
   */
  packagesAnchor: string
}
