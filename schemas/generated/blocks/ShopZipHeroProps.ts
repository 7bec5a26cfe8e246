/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopZipHero/schema.json; edit the schema and run it again.
 */

/**
 * The shop's opening while no package is chosen (spec 2.3): asks for a ZIP code; the page scrolls to it and focuses the ZIP input after the configured delay.
 */
export interface ShopZipHeroProps {
  eyebrow?: string
  heading: string
  subheading?: string
  zipLabel: string
  buttonLabel: string
  zipRequiredMessage: string
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
   * Id of the section to scroll to after a valid ZIP.
   */
  packagesAnchor: string
}
